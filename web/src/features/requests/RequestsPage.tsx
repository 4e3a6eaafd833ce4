/**
 * Service requests (docs/requirements.md §18): the resident's own requests (staff:
 * everyone's, the most urgent and oldest first, filtered by status and urgency) and the form to
 * file one. Choosing "emergency" shows the property manager's after-hours phone at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../shared/i18n';
import { statusLabel, urgencyLabel } from './labels';
import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  REQUEST_STATUSES,
  REQUEST_URGENCIES,
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
  const { t } = useLingui();
  const { isSuperUser } = useAuth();
  const standing = useStanding();
  // Staff (a property manager too) land on everyone's requests with the filters; a resident on the form to file one.
  const staff = isSuperUser || Boolean(standing.data?.staff);
  return (
    <Page title={t`Service Requests`}>
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

/**
 * The list; the filters are for staff (a resident's list is always their own, and short).
 * `archivable`: staff's list on "Admin: Service Requests", with Archive (and Delete for admins) per row.
 */
export function RequestList({ archivable = false }: { archivable?: boolean }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const ALL = { value: '', label: t`All` };
  const AGES = [
    { value: '', label: t`Any age` },
    { value: '2', label: t`Older than 2 days` },
    { value: '7', label: t`Older than a week` },
    { value: '30', label: t`Older than a month` },
  ];
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
    <Panel title={t`Requests`}>
      {staff && (
        <div role="group" aria-label={t`Filters`}>
          <SelectField
            label={t`Status`}
            options={[ALL, ...REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) }))]}
            {...filter('status')}
          />
          <SelectField
            label={t`Urgency`}
            options={[ALL, ...REQUEST_URGENCIES.map((u) => ({ value: u, label: urgencyLabel(i18n, u) }))]}
            {...filter('urgency')}
          />
          <SelectField
            label={t`Category`}
            options={[ALL, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
            {...filter('categoryId')}
          />
          <SelectField label={t`Age`} options={AGES} {...filter('olderThanDays')} />
        </div>
      )}
      {list.isPending && <p>{text(Messages.loadingData)}</p>}
      {list.isPending ? null : rows.length === 0 ? (
        <p>{t`No requests.`}</p>
      ) : (
        <Table caption={t`Service requests`} columns={[t`Title`, t`Category`, t`Urgency`, t`Status`, t`Filed`, archivable && t`Archive`]}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/requests/${r.id}`}>{r.title}</Link>
                </td>
                <td>{r.category.name}</td>
                <td>{urgencyLabel(i18n, r.urgency)}</td>
                <td>{statusLabel(i18n, r.status)}</td>
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
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
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
      toast.success(text(RequestMessages.filed));
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      navigate(`/requests/${created.id}`);
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const { errors } = formState;
  return (
    <Panel title={t`New request`}>
      {/* Typed text is not lost to a link, Back or a reload without a question; the sent request's own page is no loss (docs/requirements.md §4). */}
      <UnsavedChangesGuard rows={false} form={formState.isDirty && !file.isPending && !file.isSuccess} />
      <form onSubmit={handleSubmit((v) => file.mutate(v))} noValidate aria-label={t`New request`}>
        <SelectField
          label={t`Category`}
          error={shown(errors.categoryId?.message)}
          placeholder={t`Choose…`}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...register('categoryId')}
        />
        <TextField label={t`Title`} error={shown(errors.title?.message)} maxLength={150} {...register('title')} />
        <TextArea label={t`Description`} error={shown(errors.description?.message)} {...register('description')} />
        <SelectField
          label={t`Where`}
          options={[
            { value: 'unit', label: t`My unit` },
            { value: 'commonArea', label: t`A common area` },
          ]}
          {...register('location')}
        />
        {location === 'commonArea' && (
          <TextField label={t`Common area`} error={shown(errors.commonArea?.message)} {...register('commonArea')} />
        )}
        <SelectField
          label={t`Urgency`}
          error={shown(errors.urgency?.message)}
          options={REQUEST_URGENCIES.map((u) => ({ value: u, label: urgencyLabel(i18n, u) }))}
          {...register('urgency')}
        />
        {emergencyPhone && (
          <Message tone="warning" role="alert">
            {text(RequestMessages.emergencyCall(emergencyPhone))}
          </Message>
        )}
        <Checkbox label={t`Staff may enter my unit`} {...register('entryPermitted')} />
        <TextField label={t`When staff may enter`} {...register('entryWindow')} />
        <TextField
          label={t`Photos (up to 5)`}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          multiple
          onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, 5))}
        />
        <Button type="submit" disabled={file.isPending}>
          {t`Send Request`}
        </Button>
      </form>
    </Panel>
  );
}
