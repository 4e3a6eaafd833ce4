export { Button, ButtonLink, ButtonRow, IconButton } from './Button';
export { TextField, TextArea, SelectField, Checkbox, DateField } from './fields';
export { Table, SortableTh } from './Table';
export { Panel, PanelGrid, Page, Message, LoadFailed } from './Panel';
export { Spinner, SpinnerProvider, GlobalSpinner, useSpinner } from './Spinner';
export { ToastProvider, useToast } from './Toast';
export { Dialog, DialogClose } from './Dialog';
export { Dropdown, loadDropdownMenu, type DropdownItem } from './Dropdown';
export { NotAllowed } from './NotAllowed';
