/**
 * Service requests (docs/requirements.md §18): the resident's own requests (staff:
 * everyone's, the most urgent and oldest first, filtered by status and urgency) and the form to
 * file one. Choosing "emergency" shows the property manager's after-hours phone at once.
 */
import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_URGENCIES,
  REQUEST_URGENCY_LABELS,
  RequestMessages,
  newRequestSchema,
  type NewRequest,
  type RequestListQuery,
} from '@hearth/common';
import { currentManagersQuery } from '../../shared/api';
import { RowArchiveActions } from '../../shared/archive/ArchiveActions';
import { StandingNotice, useAuth, usePageVisit, useStanding } from '../../shared/auth';
import { AssociationDay, Button, Checkbox, Message, Page, Panel, SelectField, Table, TextArea, TextField, useToast } from '../../shared/ui';
import { categoriesQuery, fileRequest, requestKeys, requestListQuery } from './api';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';

const REQUESTS_TITLE = 'Service Requests';

export function RequestsPage() {
  usePageVisit(REQUESTS_TITLE);
  const { isSuperUser } = useAuth();
  const standing = useStanding();
  // Staff (a property manager too) land on everyone's requests with the filters; a resident on the form to file one.
  const staff = isSuperUser || Boolean(standing.data?.staff);
  return (
    <Page title={REQUESTS_TITLE}>
      <StandingNotice />
      {staff ? (
        <>
          <RequestList />
          <NewRequestForm />
        </>
      ) : (
        <>
          <NewRequestForm />
          <RequestList />
        </>
      )}
    </Page>
  );
}

const ALL = { value: '', label: 'All' };
const AGES = [
  { value: '', label: 'Any age' },
  { value: '2', label: 'Older than 2 days' },
  { value: '7', label: 'Older than a week' },
  { value: '30', label: 'Older than a month' },
];

/**
 * The list; the filters are for staff (a resident's list is always their own, and short).
 * `archivable`: staff's list on "Admin: Service Requests", with Archive (and Delete for admins) per row.
 */
export function RequestList({ archivable = false }: { archivable?: boolean }) {
  const { isSuperUser } = useAuth();
  const standing = useStanding();
  // Staff by the roster's one answer: directors, administrators and verified property managers.
  const staff = isSuperUser || Boolean(standing.data?.staff);
  const categories = useQuery(categoriesQuery());
  const [filters, setFilters] = useState<Record<'status' | 'urgency' | 'categoryId' | 'olderThanDays', string>>({
    status: '',
    urgency: '',
    categoryId: '',
    olderThanDays: '',
  });
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as RequestListQuery;
  const list = useQuery(requestListQuery(query));
  const filter = (key: keyof typeof filters) => ({
    value: filters[key],
    onChange: (e: ChangeEvent<HTMLSelectElement>) => setFilters((f) => ({ ...f, [key]: e.target.value })),
  });
  if (list.isError) return <Message tone="error">{list.error.message}</Message>;
  const rows = list.data ?? [];
  return (
    <Panel title="Requests">
      {staff && (
        <div role="group" aria-label="Filters">
          <SelectField
            label="Status"
            options={[ALL, ...REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))]}
            {...filter('status')}
          />
          <SelectField
            label="Urgency"
            options={[ALL, ...REQUEST_URGENCIES.map((u) => ({ value: u, label: REQUEST_URGENCY_LABELS[u] }))]}
            {...filter('urgency')}
          />
          <SelectField
            label="Category"
            options={[ALL, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
            {...filter('categoryId')}
          />
          <SelectField label="Age" options={AGES} {...filter('olderThanDays')} />
        </div>
      )}
      {list.isPending && <p>{Messages.loadingData}</p>}
      {list.isPending ? null : rows.length === 0 ? (
        <p>No requests.</p>
      ) : (
        <Table caption="Service requests" columns={['Title', 'Category', 'Urgency', 'Status', 'Filed', archivable && 'Archive']}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/requests/${r.id}`}>{r.title}</Link>
                </td>
                <td>{r.category.name}</td>
                <td>{REQUEST_URGENCY_LABELS[r.urgency]}</td>
                <td>{REQUEST_STATUS_LABELS[r.status]}</td>
                <td>
                  <AssociationDay value={r.createdAt} />
                </td>
                {archivable && (
                  <td>
                    <RowArchiveActions kind="requests" listKey={requestKeys.all} id={r.id} name={r.title} dirty={false} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function NewRequestForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery());
  const managers = useQuery(currentManagersQuery());
  const [photos, setPhotos] = useState<File[]>([]);
  const { register, handleSubmit, control, formState } = useForm<z.input<typeof newRequestSchema>, unknown, NewRequest>({
    resolver: zodResolver(newRequestSchema),
    defaultValues: { location: 'unit', urgency: 'normal', entryPermitted: false },
  });
  const [urgency, location] = useWatch({ control, name: ['urgency', 'location'] });
  const emergencyPhone = urgency === 'emergency' ? managers.data?.[0]?.afterHoursPhone : undefined;
  const file = useMutation({
    mutationFn: (input: NewRequest) => fileRequest(input, photos),
    onSuccess: (created) => {
      toast.success(RequestMessages.filed);
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      navigate(`/requests/${created.id}`);
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const { errors } = formState;
  return (
    <Panel title="New request">
      {/* Typed text is not lost to a link, Back or a reload without a question; the sent request's own page is no loss (docs/requirements.md §4). */}
      <UnsavedChangesGuard rows={false} form={formState.isDirty && !file.isPending && !file.isSuccess} />
      <form onSubmit={handleSubmit((v) => file.mutate(v))} noValidate aria-label="New request">
        <SelectField
          label="Category"
          error={errors.categoryId?.message}
          placeholder="Choose…"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...register('categoryId')}
        />
        <TextField label="Title" error={errors.title?.message} maxLength={150} {...register('title')} />
        <TextArea label="Description" error={errors.description?.message} {...register('description')} />
        <SelectField
          label="Where"
          options={[
            { value: 'unit', label: 'My unit' },
            { value: 'commonArea', label: 'A common area' },
          ]}
          {...register('location')}
        />
        {location === 'commonArea' && <TextField label="Common area" error={errors.commonArea?.message} {...register('commonArea')} />}
        <SelectField
          label="Urgency"
          error={errors.urgency?.message}
          options={REQUEST_URGENCIES.map((u) => ({ value: u, label: REQUEST_URGENCY_LABELS[u] }))}
          {...register('urgency')}
        />
        {emergencyPhone && (
          <Message tone="warning" role="alert">
            {RequestMessages.emergencyCall(emergencyPhone)}
          </Message>
        )}
        <Checkbox label="Staff may enter my unit" {...register('entryPermitted')} />
        <TextField label="When staff may enter" {...register('entryWindow')} />
        <TextField
          label="Photos (up to 5)"
          type="file"
          accept="image/png,image/jpeg,image/gif"
          multiple
          onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, 5))}
        />
        <Button type="submit" disabled={file.isPending}>
          Send Request
        </Button>
      </form>
    </Panel>
  );
}
