/** A verified owner's request to inspect or receive official records (docs/requirements.md, "Official records and rule packs"), and the requests' table Admin: Records shows too. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RECORDS_REQUEST_KIND_LABELS, RECORDS_REQUEST_KINDS, type RecordsRequest, type RecordsRequestKind } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { AssociationDay, Button, Panel, SelectField, Table, TextArea, useToast } from '../../shared/ui';
import { askForRecords, recordKeys, recordsRequestsQuery } from './api';

export default function RequestRecords({ categories }: { categories: { key: string; label: string }[] }) {
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
          options={RECORDS_REQUEST_KINDS.map((k) => ({ value: k, label: RECORDS_REQUEST_KIND_LABELS[k] }))}
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
              {r.categoryLabel} ({RECORDS_REQUEST_KIND_LABELS[r.kind]}){actions && ` — ${r.requestedBy}`}
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
              {r.answerNote && `; note: ${r.answerNote}`}
            </td>
            {actions && <td>{actions(r)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
