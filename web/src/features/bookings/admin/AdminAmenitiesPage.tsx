/**
 * "Admin: Amenities" (docs/requirements.md, "Amenity bookings"), for administrators: the amenities on offer with
 * their photos, a form to add or edit one with every rule of its bookings, Archive per row
 * (Delete for an amenity never booked) and the archived amenities below, to restore.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCREENS, BookingMessages, Messages, WEEKDAYS, type Amenity, type AmenityInput } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useAuth } from '../../../shared/auth';
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
import { amenityOfForm, blankAmenity, formValuesOf, type AmenityFormErrors, type AmenityFormValues } from './amenityForm';
import { UnsavedFormReporter, useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { AdminListScreen, CANCEL_LABEL } from '../../../shared/editable-list/AdminListScreen';
import { useEditableList } from '../../../shared/editable-list/useEditableList';
import styles from '../Bookings.module.css';

const SCREEN = ADMIN_SCREENS.amenities;
const dayName = (day: string) => day[0].toUpperCase() + day.slice(1);

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
        <p>{Messages.loadingData}</p>
      ) : (
        <Panel title="Amenities" as="h2">
          {list.rows.length === 0 ? (
            <Message tone="info">No amenity is on offer.</Message>
          ) : (
            <Table caption="Amenities on offer" columns={['Photo', 'Name', 'Capacity', 'Edit', 'Archive']}>
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
  return (
    <tr>
      <td>
        {amenity.photoUrl ? (
          <img src={amenity.photoUrl} alt={`Photo of ${amenity.name}`} width={96} height={60} className={styles.thumb} />
        ) : (
          'None'
        )}
      </td>
      <td>{amenity.name}</td>
      <td>{amenity.capacity || '—'}</td>
      <td>
        <Button size="small" variant="secondary" aria-label={`Edit ${amenity.name}`} onClick={onEdit}>
          Edit
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
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<AmenityFormErrors>({});
  const save = useMutation({
    mutationFn: (input: AmenityInput) => saveAmenity(editing.id, input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success(BookingMessages.amenitySaved(saved.name));
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
      error={errors[key]}
      onChange={(e) => set(key, e.target.value as never)}
      {...extra}
    />
  );
  const number = (key: keyof AmenityFormValues, label: string, hint?: string) => text(key, label, { inputMode: 'numeric', hint });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const outcome = amenityOfForm(values);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      toast.error(Object.values(outcome.errors)[0] ?? Messages.serverError);
      return;
    }
    setErrors({});
    save.mutate(outcome.input);
  }

  return (
    <Panel title={editing.id === null ? 'New amenity' : `Edit ${editing.values.name}`} as="h2">
      <form onSubmit={submit} noValidate aria-label="Amenity">
        {errors[''] && (
          <Message tone="error" role="alert">
            {errors['']}
          </Message>
        )}
        {text('name', 'Name')}
        <TextArea
          label="Description"
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <FileUpload
          label="Photo"
          kind="image"
          area="amenities"
          current={values.photo}
          onUploaded={(name) => set('photo', name)}
          error={errors.photo}
        />
        {values.photo && (
          <Button size="small" variant="secondary" onClick={() => set('photo', null)}>
            Remove photo
          </Button>
        )}
        {number('capacity', 'Capacity (people; 0 if none)')}
        <fieldset className={styles.hours}>
          <legend>Opening hours</legend>
          {errors.hours && (
            <p role="alert" className={styles.fieldError}>
              {errors.hours}
            </p>
          )}
          {WEEKDAYS.map((day) => {
            const hours = values.hours[day];
            const setDay = (change: Partial<typeof hours>) => set('hours', { ...values.hours, [day]: { ...hours, ...change } });
            return (
              <div key={day} className={styles.hoursRow}>
                <Checkbox label={`Open on ${dayName(day)}`} checked={hours.open} onChange={(e) => setDay({ open: e.target.checked })} />
                {hours.open && (
                  <>
                    <TextField
                      label={`${dayName(day)} opens (HH:MM)`}
                      value={hours.from}
                      onChange={(e) => setDay({ from: e.target.value })}
                    />
                    <TextField label={`${dayName(day)} closes (HH:MM)`} value={hours.to} onChange={(e) => setDay({ to: e.target.value })} />
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
        {number('slotMinutes', 'Slot length (minutes)', 'A multiple of 15.')}
        {number('minMinutes', 'Shortest booking (minutes)')}
        {number('maxMinutes', 'Longest booking (minutes)')}
        {number('bufferMinutes', 'Free time after a booking (minutes)', 'A multiple of 15.')}
        {number('minNoticeHours', 'Booked at least (hours ahead)')}
        {number('maxNoticeDays', 'Booked at most (days ahead)')}
        {number('quotaCount', 'Bookings per unit (empty: no limit)')}
        <SelectField
          label="Per"
          value={values.quotaPeriod}
          options={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
          onChange={(e) => set('quotaPeriod', e.target.value as AmenityFormValues['quotaPeriod'])}
        />
        {number('cancelCutoffHours', 'Cancel up to (hours before)')}
        <TextArea
          label="Closed periods"
          hint="One a line: YYYY-MM-DD YYYY-MM-DD and a reason."
          value={values.blackouts}
          error={errors.blackouts}
          onChange={(e) => set('blackouts', e.target.value)}
        />
        <Checkbox
          label="Bookings wait for approval"
          checked={values.needsApproval}
          onChange={(e) => set('needsApproval', e.target.checked)}
        />
        <SelectField
          label="Who may book"
          value={values.bookedBy}
          options={[
            { value: 'residents', label: 'Owners and tenants' },
            { value: 'owners', label: 'Owners only' },
            { value: 'tenants', label: 'Tenants only' },
          ]}
          onChange={(e) => set('bookedBy', e.target.value as AmenityFormValues['bookedBy'])}
        />
        <TextArea label="Terms to accept" value={values.terms} error={errors.terms} onChange={(e) => set('terms', e.target.value)} />
        <ButtonRow>
          <Button type="submit" disabled={save.isPending}>
            Save Amenity
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
