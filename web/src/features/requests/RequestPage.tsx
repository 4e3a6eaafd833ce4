/**
 * One service request (docs/requirements.md §18): its details, photos and comments;
 * the requester comments, reopens a completed request and rates it; staff move it along the
 * status table and may comment internally.
 */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../shared/i18n';
import { markLabel, statusLabel, urgencyLabel } from './labels';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_REQUEST_COMMENT,
  MAX_REQUEST_PHOTOS,
  Messages,
  OPEN_REQUEST_STATUSES,
  REQUEST_TRANSITIONS,
  RequestMessages,
  type RequestStatus,
  type ServiceRequest,
} from '@hearth/common';
import { usePageVisit } from '../../shared/auth';
import { AssociationDay, Button, Checkbox, Message, Page, Panel, SelectField, TextArea, TextField, useToast } from '../../shared/ui';
import { addPhotos, changeStatus, commentOn, photoUrl, rate, requestKeys, requestQuery } from './api';
import { formatLoginTime } from '../../shared/format';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';
import { UnsavedFormReporter, useFormsOnScreen, useUnsavedForm } from '../../shared/unsaved/unsavedForm';

export function RequestPage() {
  usePageVisit('Service Request');
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const id = Number(useParams().id);
  const request = useQuery(requestQuery(id));
  // A reason, comment or rating comment typed but not sent is not lost without a question (docs/requirements.md §4).
  const forms = useFormsOnScreen();
  if (request.isError) return <Message tone="error">{request.error.message}</Message>;
  if (request.isPending) return <p>{text(Messages.loadingData)}</p>;
  const r = request.data;
  const unitNumber = r.unitNumber ?? '';
  const entryWindow = r.entryWindow ?? '';
  return (
    <Page title={r.title}>
      <p>
        <Link to="/requests">{t`All requests`}</Link>
      </p>
      <Panel title={t`Request`}>
        <dl>
          <dt>{t`Status`}</dt>
          <dd data-testid="request-status">{statusLabel(i18n, r.status)}</dd>
          <dt>{t`Category`}</dt>
          <dd>{r.category.name}</dd>
          <dt>{t`Urgency`}</dt>
          <dd>{urgencyLabel(i18n, r.urgency)}</dd>
          <dt>{t`Requester`}</dt>
          <dd>{r.requesterName}</dd>
          <dt>{t`Unit`}</dt>
          <dd>{r.unitNumber ?? t`None given`}</dd>
          <dt>{t`Filed`}</dt>
          <dd>
            <time dateTime={r.createdAt}>{formatLoginTime(r.createdAt)}</time>
          </dd>
          <dt>{t`Where`}</dt>
          <dd>{r.location === 'unit' ? t`Unit ${unitNumber}` : r.commonArea}</dd>
          <dt>{t`Staff may enter`}</dt>
          <dd>{r.entryPermitted ? (r.entryWindow ? t`Yes: ${entryWindow}` : t`Yes`) : t`No`}</dd>
          <dt>{t`Description`}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{r.description}</dd>
          {r.declineReason && (
            <>
              <dt>{t`Reason for declining`}</dt>
              <dd>{r.declineReason}</dd>
            </>
          )}
          {r.rating !== null && (
            <>
              <dt>{t`Rating`}</dt>
              <dd>
                {r.rating} / 5 {r.ratingComment}
              </dd>
            </>
          )}
        </dl>
        {r.afterHoursPhone && <Message tone="warning">{text(RequestMessages.emergencyCall(r.afterHoursPhone))}</Message>}
        <Photos request={r} />
        <AddPhotos request={r} />
      </Panel>
      <UnsavedChangesGuard rows={false} form={forms.dirty} />
      <UnsavedFormReporter value={forms.reporterFor('status')}>
        <StatusActions request={r} />
      </UnsavedFormReporter>
      <UnsavedFormReporter value={forms.reporterFor('comment')}>
        <Comments request={r} />
      </UnsavedFormReporter>
      <UnsavedFormReporter value={forms.reporterFor('rating')}>
        <Rating request={r} />
      </UnsavedFormReporter>
    </Page>
  );
}

function Photos({ request }: { request: ServiceRequest }) {
  const { t } = useLingui();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(request.photos.map((name) => photoUrl(request.id, name))).then((all) => {
      made.push(...all);
      if (live) setUrls(all);
    });
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [request.id, request.photos]);
  if (!request.photos.length) return null;
  return (
    <ul aria-label={t`Photos`} style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {urls.map((url, i) => (
        <li key={url}>
          {/* The thumbnail opens the stored picture full size, in a new tab. */}
          <a href={url} target="_blank" rel="noopener">
            <img src={url} alt={t`Photo ${i + 1} of the request, full size`} style={{ maxWidth: '10rem', height: 'auto' }} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Photos added after filing, while the request is open, up to the limit (docs/requirements.md §18). */
function AddPhotos({ request }: { request: ServiceRequest }) {
  const { t } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const update = useUpdate(request.id);
  const add = useMutation({
    mutationFn: () => addPhotos(request.id, files),
    onError: update.onError,
    onSuccess: (next: ServiceRequest) => {
      update.onSuccess(next);
      setFiles([]);
      setInputKey((k) => k + 1);
      toast.success(text(RequestMessages.photosAdded(files.length)));
    },
  });
  const room = MAX_REQUEST_PHOTOS - request.photos.length;
  if (!OPEN_REQUEST_STATUSES.includes(request.status) || room <= 0) return null;
  return (
    <form
      aria-label={t`Add photos`}
      onSubmit={(e) => {
        e.preventDefault();
        if (files.length) add.mutate();
      }}
    >
      <TextField
        key={inputKey}
        label={t`Photos to add (up to ${room} more)`}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        multiple
        onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, room))}
      />
      <Button type="submit" variant="secondary" disabled={!files.length || add.isPending}>
        {t`Add Photos`}
      </Button>
    </form>
  );
}

function useUpdate(id: number) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return {
    onSuccess: (next: ServiceRequest) => {
      queryClient.setQueryData(requestKeys.one(id), next);
      // The lists and the Admin menu's count.
      void queryClient.invalidateQueries({ queryKey: requestKeys.list() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.count() });
    },
    onError: (e: Error) => toast.error(e.message),
  };
}

function StatusActions({ request }: { request: ServiceRequest }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const update = useUpdate(request.id);
  const move = useMutation({
    // `from`: the status shown, so a change made meanwhile by someone else is refused, not chained.
    mutationFn: (to: RequestStatus) =>
      changeStatus(request.id, { from: request.status, status: to, ...(to === 'declined' ? { reason } : {}) }),
    ...update,
    onError: (e: Error) => {
      update.onError(e);
      // Show what the request is now (its status changed meanwhile, say).
      void queryClient.invalidateQueries({ queryKey: requestKeys.one(request.id) });
    },
  });
  const by = request.viewerIsStaff ? 'staff' : 'requester';
  const next = REQUEST_TRANSITIONS.filter((move) => move.from === request.status && move.by === by).map((move) => move.to);
  useUnsavedForm(next.includes('declined') && reason.trim() !== '' && !move.isPending);
  if (!next.length) return null;
  return (
    <Panel title={t`Status`}>
      {next.includes('declined') && (
        <TextField label={t`Reason for declining`} value={reason} onChange={(e) => setReason(e.target.value)} />
      )}
      {next.map((to) => (
        <Button key={to} type="button" onClick={() => move.mutate(to)} disabled={move.isPending}>
          {by === 'requester' ? t`Reopen` : markLabel(i18n, to)}
        </Button>
      ))}
    </Panel>
  );
}

function Comments({ request }: { request: ServiceRequest }) {
  const { t } = useLingui();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const add = useMutation({
    mutationFn: () => commentOn(request.id, { body, ...(internal ? { internal } : {}) }),
    ...useUpdate(request.id),
    onSettled: (_data, error) => {
      if (!error) setBody('');
    },
  });
  useUnsavedForm(body.trim() !== '' && !add.isPending);
  return (
    <Panel title={t`Comments`}>
      <ol aria-label={t`Comments`}>
        {request.comments.map((c) => (
          <li key={c.id}>
            <strong>{c.authorName}</strong> {c.byStaff && t`(staff)`} {c.internal && t`(internal)`} <AssociationDay value={c.at} />
            <p style={{ whiteSpace: 'pre-wrap' }}>{c.body}</p>
          </li>
        ))}
      </ol>
      <form
        aria-label={t`Add a comment`}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <TextArea label={t`Comment`} value={body} maxLength={MAX_REQUEST_COMMENT} onChange={(e) => setBody(e.target.value)} />
        {request.viewerIsStaff && (
          <Checkbox label={t`Internal (staff only)`} checked={internal} onChange={(e) => setInternal(e.target.checked)} />
        )}
        <Button type="submit" disabled={add.isPending || !body.trim()}>
          {t`Add Comment`}
        </Button>
      </form>
    </Panel>
  );
}

function Rating({ request }: { request: ServiceRequest }) {
  const { t } = useLingui();
  const [rating, setRating] = useState('5');
  const [comment, setComment] = useState('');
  const save = useMutation({
    mutationFn: () => rate(request.id, { rating: Number(rating), ...(comment ? { comment } : {}) }),
    ...useUpdate(request.id),
  });
  useUnsavedForm(comment.trim() !== '' && !save.isPending && !save.isSuccess);
  // Staff see the rating in the details; the requester rates, once the work is done.
  if (request.viewerIsStaff || !['completed', 'closed'].includes(request.status) || request.rating !== null) return null;
  return (
    <Panel title={t`Rate the result`}>
      <form
        aria-label={t`Rate the result`}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <SelectField
          label={t`Rating`}
          value={rating}
          onChange={(e) => setRating(e.target.value)}
          options={['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: `${v} / 5` }))}
        />
        <TextField label={t`Comment`} value={comment} onChange={(e) => setComment(e.target.value)} />
        <Button type="submit" disabled={save.isPending}>
          {t`Send Rating`}
        </Button>
      </form>
    </Panel>
  );
}
