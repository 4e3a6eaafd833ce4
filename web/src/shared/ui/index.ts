export { Button, ButtonLink, ButtonAnchor, ButtonRow, IconButton, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { TextField, TextArea, SelectField, Checkbox, DateField, fieldStyles, type SelectOption } from './fields';
export { Table, SortableTh } from './Table';
export { Panel, Card, PanelGrid, Page, Message, LoadFailed } from './Panel';
export { Spinner, SpinnerProvider, GlobalSpinner, useSpinner } from './Spinner';
export { ToastProvider, useToast, type ToastApi, type ToastKind } from './Toast';
export { Dialog, DialogClose } from './Dialog';
export { Dropdown, loadDropdownMenu, type DropdownItem } from './Dropdown';
export { NotAllowed } from './NotAllowed';
