export { Button, ButtonLink, ButtonRow, IconButton } from './Button';
export { TextField, TextArea, SelectField, Checkbox, DateField } from './fields';
export { Table, SortableTh } from './Table';
export { Panel, PanelGrid, Page, Message, LoadFailed } from './Panel';
export { Spinner, SpinnerProvider, GlobalSpinner, useSpinner } from './Spinner';
export { ToastProvider, useToast } from './Toast';
export { Dropdown, loadDropdownMenu, type DropdownItem } from './Dropdown';
export { NotAllowed } from './NotAllowed';
export { Pager } from './Pager';
// Dialog is imported from './Dialog' by the screens that use it: re-exported here, it and its
// focus and scroll locks were bundled into every page's first load (bench/README.md, bench:web).
export { AssociationDay } from './AssociationDay';
export { NotYetTranslated, contentLang } from './NotYetTranslated';
