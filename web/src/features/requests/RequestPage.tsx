/**
 * One service request (docs/requirements.md §18): its details, photos and comments;
 * the requester comments, reopens a completed request and rates it; staff move it along the
 * status table and may comment internally.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_REQUEST_COMMENT,
  MAX_REQUEST_PHOTOS,
  Messages,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_TRANSITIONS,
  REQUEST_URGENCY_LABELS,
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
  const id = Number(useParams().id);
  const request = useQuery(requestQuery(id));
  // A reason, comment or rating comment typed but not sent is not lost without a question (docs/requirements.md §4).
  const forms = useFormsOnScreen();
  if (request.isError) return <Message tone="error">{request.error.message}</Message>;
  if (request.isPending) return <p>{Messages.loadingData}</p>;
  const r = request.data;
  return (
    <Page title={r.title}>
      <p>
        <Link to="/requests">All requests</Link>
      </p>
      <Panel title="Request">
        <dl>
          <dt>Status</dt>
          <dd data-testid="request-status">{REQUEST_STATUS_LABELS[r.status]}</dd>
          <dt>Category</dt>
          <dd>{r.category.name}</dd>
          <dt>Urgency</dt>
          <dd>{REQUEST_URGENCY_LABELS[r.urgency]}</dd>
          <dt>Requester</dt>
          <dd>{r.requesterName}</dd>
          <dt>Unit</dt>
          <dd>{r.unitNumber ?? 'None given'}</dd>
          <dt>Filed</dt>
          <dd>
            <time dateTime={r.createdAt}>{formatLoginTime(r.createdAt)}</time>
          </dd>
          <dt>Where</dt>
          <dd>{r.location === 'unit' ? `Unit ${r.unitNumber ?? ''}` : r.commonArea}</dd>
          <dt>Staff may enter</dt>
          <dd>{r.entryPermitted ? `Yes${r.entryWindow ? `: ${r.entryWindow}` : ''}` : 'No'}</dd>
          <dt>Description</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{r.description}</dd>
          {r.declineReason && (
            <>
              <dt>Reason for declining</dt>
              <dd>{r.declineReason}</dd>
            </>
          )}
          {r.rating !== null && (
            <>
              <dt>Rating</dt>
              <dd>
                {r.rating} / 5 {r.ratingComment}
              </dd>
            </>
          )}
        </dl>
        {r.afterHoursPhone && <Message tone="warning">{RequestMessages.emergencyCall(r.afterHoursPhone)}</Message>}
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
    <ul aria-label="Photos" style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {urls.map((url, i) => (
        <li key={url}>
          {/* The thumbnail opens the stored picture full size, in a new tab. */}
          <a href={url} target="_blank" rel="noopener">
            <img src={url} alt={`Photo ${i + 1} of the request, full size`} style={{ maxWidth: '10rem', height: 'auto' }} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Photos added after filing, while the request is open, up to the limit (docs/requirements.md §18). */
function AddPhotos({ request }: { request: ServiceRequest }) {
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
      toast.success(RequestMessages.photosAdded(files.length));
    },
  });
  const room = MAX_REQUEST_PHOTOS - request.photos.length;
  if (!OPEN_REQUEST_STATUSES.includes(request.status) || room <= 0) return null;
  return (
    <form
      aria-label="Add photos"
      onSubmit={(e) => {
        e.preventDefault();
        if (files.length) add.mutate();
      }}
    >
      <TextField
        key={inputKey}
        label={`Photos to add (up to ${room} more)`}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        multiple
        onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, room))}
      />
      <Button type="submit" variant="secondary" disabled={!files.length || add.isPending}>
        Add Photos
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
  const next = REQUEST_TRANSITIONS.filter((t) => t.from === request.status && t.by === by).map((t) => t.to);
  useUnsavedForm(next.includes('declined') && reason.trim() !== '' && !move.isPending);
  if (!next.length) return null;
  return (
    <Panel title="Status">
      {next.includes('declined') && <TextField label="Reason for declining" value={reason} onChange={(e) => setReason(e.target.value)} />}
      {next.map((to) => (
        <Button key={to} type="button" onClick={() => move.mutate(to)} disabled={move.isPending}>
          {by === 'requester' ? 'Reopen' : `Mark ${REQUEST_STATUS_LABELS[to].toLowerCase()}`}
        </Button>
      ))}
    </Panel>
  );
}

function Comments({ request }: { request: ServiceRequest }) {
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
    <Panel title="Comments">
      <ol aria-label="Comments">
        {request.comments.map((c) => (
          <li key={c.id}>
            <strong>{c.authorName}</strong> {c.byStaff && '(staff)'} {c.internal && '(internal)'} <AssociationDay value={c.at} />
            <p style={{ whiteSpace: 'pre-wrap' }}>{c.body}</p>
          </li>
        ))}
      </ol>
      <form
        aria-label="Add a comment"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <TextArea label="Comment" value={body} maxLength={MAX_REQUEST_COMMENT} onChange={(e) => setBody(e.target.value)} />
        {request.viewerIsStaff && (
          <Checkbox label="Internal (staff only)" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
        )}
        <Button type="submit" disabled={add.isPending || !body.trim()}>
          Add Comment
        </Button>
      </form>
    </Panel>
  );
}

function Rating({ request }: { request: ServiceRequest }) {
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
    <Panel title="Rate the result">
      <form
        aria-label="Rate the result"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <SelectField
          label="Rating"
          value={rating}
          onChange={(e) => setRating(e.target.value)}
          options={['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: `${v} / 5` }))}
        />
        <TextField label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} />
        <Button type="submit" disabled={save.isPending}>
          Send Rating
        </Button>
      </form>
    </Panel>
  );
}
