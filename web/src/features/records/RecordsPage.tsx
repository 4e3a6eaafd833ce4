/**
 * Official records (docs/requirements.md §20): the records by category — visitors the public ones,
 * verified owners also the owners', the board everything — and, for verified owners, a request to
 * inspect or receive records with the rule pack's response deadline.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages, RECORDS_REQUEST_KINDS, type RecordsRequest, type RecordsRequestKind } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { useAuth, usePageVisit, useStanding } from '../../shared/auth';
import { AssociationDay, Button, Message, Page, Panel, SelectField, Table, TextArea, useToast } from '../../shared/ui';
import { askForRecords, recordKeys, recordsIndexQuery, recordsRequestsQuery } from './api';

const TITLE = 'Official Records';
const KIND_LABELS: Record<RecordsRequestKind, string> = { inspect: 'Inspect the records', copy: 'Receive copies' };

export default function RecordsPage() {
  usePageVisit(TITLE);
  const { isAuthenticated, isSuperUser } = useAuth();
  const standing = useStanding();
  const index = useQuery(recordsIndexQuery(isAuthenticated));
  const owner = isAuthenticated && standing.data?.type === 'owner' && Boolean(standing.data?.minutes);
  // A signed-in reader of the public records only: told that the others are posted for owners.
  const forOwners =
    isAuthenticated && !isSuperUser && standing.data && !standing.data.minutes
      ? standing.data.type === 'owner'
        ? Messages.recordsAwaitOwnerVerification
        : Messages.recordsForOwners
      : null;
  return (
    <Page title={TITLE}>
      {isSuperUser && (
        <p>
          <Link to="/admin/records">Compliance at a glance</Link>
        </p>
      )}
      {index.isPending && <p>{Messages.loadingData}</p>}
      {index.isError && <Message tone="error">{index.error.message}</Message>}
      {index.data && (
        <>
          {!isAuthenticated && <p>These are the association’s public records. Owners sign in to see all of them.</p>}
          {forOwners && <p>{forOwners}</p>}
          {index.data.categories.every((c) => c.records.length === 0)
            ? !forOwners && <p>{Messages.noRecords}</p>
            : index.data.categories
                .filter((c) => c.records.length > 0)
                .map((c) => (
                  <Panel key={c.key} title={c.label} labelledBy={`records-${c.key}`}>
                    <p>{c.citation}</p>
                    <ul>
                      {c.records.map((r) => (
                        <li key={r.id}>
                          {r.kind === 'recording' ? (
                            <a href={r.link} rel="noopener noreferrer">
                              {r.title}
                            </a>
                          ) : (
                            <Link to={r.link} reloadDocument={r.link.startsWith('/api/')}>
                              {r.title}
                            </Link>
                          )}{' '}
                          ({r.documentDate}, posted <AssociationDay value={r.postedAt} />)
                        </li>
                      ))}
                    </ul>
                  </Panel>
                ))}
          {owner && <RequestRecords categories={index.data.categories} />}
        </>
      )}
    </Page>
  );
}

function RequestRecords({ categories }: { categories: { key: string; label: string }[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const requests = useQuery(recordsRequestsQuery(true));
  const [category, setCategory] = useState('');
  const [kind, setKind] = useState<RecordsRequestKind>('inspect');
  const [message, setMessage] = useState('');
  const ask = useMutation({
    mutationFn: askForRecords,
    onSuccess: (r) => {
      toast.success(`Request sent: the association answers by ${r.deadline}.`);
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: recordKeys.requests() });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate({ category, kind, message });
  };
  return (
    <Panel title="Ask for records" labelledBy="records-ask">
      <form onSubmit={submit}>
        <SelectField
          label="Records"
          placeholder="Choose a category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={categories.map((c) => ({ value: c.key, label: c.label }))}
        />
        <SelectField
          label="What you want"
          value={kind}
          onChange={(e) => setKind(e.target.value as RecordsRequestKind)}
          options={RECORDS_REQUEST_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        />
        <TextArea label="Details (optional)" value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
        <Button type="submit" disabled={ask.isPending}>
          Send request
        </Button>
      </form>
      {(requests.data?.length ?? 0) > 0 && <RequestTable requests={requests.data!} />}
    </Panel>
  );
}

function daysLeftText(r: RecordsRequest) {
  const unit = r.businessDays ? 'business day' : 'day';
  if (r.status === 'answered') return r.late ? `Answered ${-r.daysLeft} ${unit}(s) late` : 'Answered in time';
  return r.daysLeft >= 0 ? `${r.daysLeft} ${unit}(s) left` : `Late by ${-r.daysLeft} ${unit}(s)`;
}

export function RequestTable({ requests, actions }: { requests: RecordsRequest[]; actions?: (r: RecordsRequest) => React.ReactNode }) {
  return (
    <Table caption="Records requests" columns={['Records', 'Asked', 'Answer due', 'State', actions && 'Answer']}>
      <tbody>
        {requests.map((r) => (
          <tr key={r.id}>
            <td>
              {r.categoryLabel} ({KIND_LABELS[r.kind]}){actions && ` — ${r.requestedBy}`}
            </td>
            <td>
              <AssociationDay value={r.askedAt} />
            </td>
            <td>
              {r.deadline} <small>({r.citation})</small>
            </td>
            <td>
              {daysLeftText(r)}
              {r.inspectionDate && `; inspection on ${r.inspectionDate}`}
              {r.answerDocuments.map((d) => (
                <span key={d.id}>
                  ; <Link to={d.link}>{d.title}</Link>
                </span>
              ))}
            </td>
            {actions && <td>{actions(r)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
