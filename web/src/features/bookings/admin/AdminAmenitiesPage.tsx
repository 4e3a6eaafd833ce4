/**
 * "Admin: Amenities" (docs/requirements.md, "Amenity bookings"), for administrators: the amenities on offer with
 * their photos, a form to add or edit one with every rule of its bookings, Archive per row
 * (Delete for an amenity never booked) and the archived amenities below, to restore.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCREENS, BookingMessages, Messages, WEEKDAYS, type Amenity, type AmenityInput } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useAuth } from '../../../shared/auth';
import { useCommonText } from '../../../shared/i18n';
import { ArchivedPanel, RowArchiveActions } from '../../../shared/archive/ArchiveActions';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import {
  Button,
  ButtonRow,
  Checkbox,
  Message,
  NotAllowed,
  Panel,
  SelectField,
  Table,
  TextArea,
  TextField,
  useToast,
} from '../../../shared/ui';
import { amenitiesQuery, bookingKeys, saveAmenity } from '../api';
import { amenityOfForm, BLACKOUT_LINE, blankAmenity, formValuesOf, type AmenityFormErrors, type AmenityFormValues } from './amenityForm';
import { UnsavedFormReporter, useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { AdminListScreen, CANCEL_LABEL } from '../../../shared/editable-list/AdminListScreen';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import styles from '../Bookings.module.css';

const SCREEN = ADMIN_SCREENS.amenities;
/** A weekday ('monday') by its name in the reader's language ("Monday", « lundi »): 2023-01-01 was a Sunday. */
const dayName = (day: string, locale: string) =>
  new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]), 12)).toLocaleDateString(locale, {
    weekday: 'long',
    timeZone: 'UTC',
  });

export default function AdminAmenitiesPage() {
  const { isAdmin } = useAuth();
  // The page visit is logged by the kit's screen (AdminListScreen), shown only to administrators.
  if (!isAdmin) return <NotAllowed />;
  return <AdminAmenities />;
}

/** An existing amenity edited in the form, in place of the list. */
type Editing = { id: number; values: AmenityFormValues } | null;

/** On the editable-list kit's screen: its add toggle and add form, its guard; the amenities are edited in a form, not in their rows. */
function AdminAmenities() {
  const { t } = useLingui();
  const text = useCommonText();
  const list = useEditableList({ query: amenitiesQuery() });
  const [editing, setEditing] = useState<Editing>(null);
  // Typed values are not lost to Add Amenity, a link or a reload without a question (docs/requirements.md, "States and transitions").
  const [editDirty, setEditDirty] = useState(false);
  // The add form takes the edit form's place (the kit asked first when it held typed text).
  const [addShown, setAddShown] = useState(list.showAdd);
  if (addShown !== list.showAdd) {
    setAddShown(list.showAdd);
    if (list.showAdd) setEditing(null);
  }
  return (
    <AdminListScreen
      title={SCREEN.title}
      list={list}
      addLabel={SCREEN.addLabel}
      addForm={<AmenityForm editing={{ id: null, values: blankAmenity() }} onDone={list.toggleAdd} />}
      editFormDirty={Boolean(editing) && editDirty}
    >
      {editing ? (
        <UnsavedFormReporter value={setEditDirty}>
          <AmenityForm key={editing.id} editing={editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
        </UnsavedFormReporter>
      ) : !list.loaded ? (
        <p>{text(Messages.loadingData)}</p>
      ) : (
        <Panel title={t`Amenities`} as="h2">
          {list.rows.length === 0 ? (
            <Message tone="info">{t`No amenity is on offer.`}</Message>
          ) : (
            <Table caption={t`Amenities on offer`} columns={[t`Photo`, t`Name`, t`Capacity`, t`Edit`, t`Archive`]}>
              <tbody>
                {list.rows.map((amenity) => (
                  <AmenityRow
                    key={amenity.id}
                    amenity={amenity}
                    onEdit={() => setEditing({ id: amenity.id, values: formValuesOf(amenity) })}
                  />
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      )}
      {!editing && <ArchivedPanel kind="amenities" listKey={bookingKeys.all} dirty={false} />}
    </AdminListScreen>
  );
}

function AmenityRow({ amenity, onEdit }: { amenity: Amenity; onEdit(): void }) {
  const { t } = useLingui();
  const name = amenity.name;
  return (
    <tr>
      <td>
        {amenity.photoUrl ? (
          <img src={amenity.photoUrl} alt={t`Photo of ${name}`} width={96} height={60} className={styles.thumb} />
        ) : (
          t({ message: 'None', context: 'no photo' })
        )}
      </td>
      <td>{amenity.name}</td>
      <td>{amenity.capacity || '—'}</td>
      <td>
        <Button size="small" variant="secondary" aria-label={t`Edit ${name}`} onClick={onEdit}>
          {t`Edit`}
        </Button>
      </td>
      <td>
        <RowArchiveActions kind="amenities" listKey={bookingKeys.all} id={amenity.id} name={amenity.name} dirty={false} />
      </td>
    </tr>
  );
}

/** The add form (`id` null; the kit's toggle cancels it) or an amenity's edit form (with its own Cancel). */
function AmenityForm({
  editing,
  onDone,
  onCancel,
}: {
  editing: { id: number | null; values: AmenityFormValues };
  onDone(): void;
  onCancel?(): void;
}) {
  const { t, i18n } = useLingui();
  const common = useCommonText();
  // A field's message: the form's own, or common's (the amenity rules), in the reader's language.
  const shown = (message: string | undefined) =>
    message === undefined
      ? undefined
      : message === BLACKOUT_LINE
        ? t`Write each closed period on its own line as YYYY-MM-DD YYYY-MM-DD and a reason.`
        : common(message);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<AmenityFormErrors>({});
  const save = useMutation({
    mutationFn: (input: AmenityInput) => saveAmenity(editing.id, input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success(common(BookingMessages.amenitySaved(saved.name)));
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  // Anything changed and not being saved counts as unsaved; a save that went through closes the form.
  useUnsavedForm(!save.isPending && JSON.stringify(values) !== JSON.stringify(editing.values));
  const set = <K extends keyof AmenityFormValues>(key: K, value: AmenityFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof AmenityFormValues, label: string, extra: { inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField
      label={label}
      value={String(values[key] ?? '')}
      error={shown(errors[key])}
      onChange={(e) => set(key, e.target.value as never)}
      {...extra}
    />
  );
  const number = (key: keyof AmenityFormValues, label: string, hint?: string) => text(key, label, { inputMode: 'numeric', hint });

  const editedName = editing.values.name;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const outcome = amenityOfForm(values);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      toast.error(shown(Object.values(outcome.errors)[0]) ?? common(Messages.serverError));
      return;
    }
    setErrors({});
    save.mutate(outcome.input);
  }

  return (
    <Panel title={editing.id === null ? t`New amenity` : t`Edit ${editedName}`} as="h2">
      <form onSubmit={submit} noValidate aria-label={t`Amenity`}>
        {errors[''] && (
          <Message tone="error" role="alert">
            {shown(errors[''])}
          </Message>
        )}
        {text('name', t`Name`)}
        <TextArea
          label={t`Description`}
          value={values.description}
          error={shown(errors.description)}
          onChange={(e) => set('description', e.target.value)}
        />
        <FileUpload
          label={t`Photo`}
          kind="image"
          area="amenities"
          current={values.photo}
          onUploaded={(name) => set('photo', name)}
          error={shown(errors.photo)}
        />
        {values.photo && (
          <Button size="small" variant="secondary" onClick={() => set('photo', null)}>
            {t`Remove photo`}
          </Button>
        )}
        {number('capacity', t`Capacity (people; 0 if none)`)}
        <fieldset className={styles.hours}>
          <legend>{t`Opening hours`}</legend>
          {errors.hours && (
            <p role="alert" className={styles.fieldError}>
              {shown(errors.hours)}
            </p>
          )}
          {WEEKDAYS.map((day) => {
            const hours = values.hours[day];
            const setDay = (change: Partial<typeof hours>) => set('hours', { ...values.hours, [day]: { ...hours, ...change } });
            const weekday = dayName(day, i18n.locale);
            return (
              <div key={day} className={styles.hoursRow}>
                <Checkbox label={t`Open on ${weekday}`} checked={hours.open} onChange={(e) => setDay({ open: e.target.checked })} />
                {hours.open && (
                  <>
                    <TextField label={t`${weekday} opens (HH:MM)`} value={hours.from} onChange={(e) => setDay({ from: e.target.value })} />
                    <TextField label={t`${weekday} closes (HH:MM)`} value={hours.to} onChange={(e) => setDay({ to: e.target.value })} />
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
        {number('slotMinutes', t`Slot length (minutes)`, t`A multiple of 15.`)}
        {number('minMinutes', t`Shortest booking (minutes)`)}
        {number('maxMinutes', t`Longest booking (minutes)`)}
        {number('bufferMinutes', t`Free time after a booking (minutes)`, t`A multiple of 15.`)}
        {number('minNoticeHours', t`Booked at least (hours ahead)`)}
        {number('maxNoticeDays', t`Booked at most (days ahead)`)}
        {number('quotaCount', t`Bookings per unit (empty: no limit)`)}
        <SelectField
          label={t`Per`}
          value={values.quotaPeriod}
          options={[
            { value: 'week', label: t`Week` },
            { value: 'month', label: t`Month` },
          ]}
          onChange={(e) => set('quotaPeriod', e.target.value as AmenityFormValues['quotaPeriod'])}
        />
        {number('cancelCutoffHours', t`Cancel up to (hours before)`)}
        <TextArea
          label={t`Closed periods`}
          hint={t`One a line: YYYY-MM-DD YYYY-MM-DD and a reason.`}
          value={values.blackouts}
          error={shown(errors.blackouts)}
          onChange={(e) => set('blackouts', e.target.value)}
        />
        <Checkbox
          label={t`Bookings wait for approval`}
          checked={values.needsApproval}
          onChange={(e) => set('needsApproval', e.target.checked)}
        />
        <SelectField
          label={t`Who may book`}
          value={values.bookedBy}
          options={[
            { value: 'residents', label: t`Owners and tenants` },
            { value: 'owners', label: t`Owners only` },
            { value: 'tenants', label: t`Tenants only` },
          ]}
          onChange={(e) => set('bookedBy', e.target.value as AmenityFormValues['bookedBy'])}
        />
        <TextArea
          label={t`Terms to accept`}
          value={values.terms}
          error={shown(errors.terms)}
          onChange={(e) => set('terms', e.target.value)}
        />
        <ButtonRow>
          <Button type="submit" disabled={save.isPending}>
            {t`Save Amenity`}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {CANCEL_LABEL}
            </Button>
          )}
        </ButtonRow>
      </form>
    </Panel>
  );
}
