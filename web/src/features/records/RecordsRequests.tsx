/** A verified owner's request to inspect or receive official records (docs/requirements.md, "Official records and rule packs"), and the requests' table Admin: Records shows too. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RECORDS_REQUEST_KINDS, type RecordsRequest, type RecordsRequestKind } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { useCommonText } from '../../shared/i18n';
import { AssociationDay, Button, Panel, SelectField, Table, TextArea, useToast } from '../../shared/ui';
import { askForRecords, recordKeys, recordsRequestsQuery } from './api';

/** Common's names of the kinds of request (RECORDS_REQUEST_KIND_LABELS), in the reader's language. */
const KIND_WORDS: Record<RecordsRequestKind, MessageDescriptor> = {
  inspect: msg`Inspect the records`,
  copy: msg`Receive copies`,
};

export default function RequestRecords({ categories }: { categories: { key: string; label: string }[] }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const requests = useQuery(recordsRequestsQuery(true));
  const [category, setCategory] = useState('');
  const [kind, setKind] = useState<RecordsRequestKind>('inspect');
  const [message, setMessage] = useState('');
  const ask = useMutation({
    mutationFn: askForRecords,
    onSuccess: (r) => {
      const deadline = r.deadline;
      toast.success(t`Request sent: the association answers by ${deadline}.`);
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
    <Panel title={t`Ask for records`} labelledBy="records-ask">
      <form onSubmit={submit}>
        <SelectField
          label={t`Records`}
          placeholder={t`Choose a category`}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={categories.map((c) => ({ value: c.key, label: text(c.label) }))}
        />
        <SelectField
          label={t`What you want`}
          value={kind}
          onChange={(e) => setKind(e.target.value as RecordsRequestKind)}
          options={RECORDS_REQUEST_KINDS.map((k) => ({ value: k, label: i18n._(KIND_WORDS[k]) }))}
        />
        <TextArea label={t`Details (optional)`} value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
        <Button type="submit" disabled={ask.isPending}>
          {t`Send request`}
        </Button>
      </form>
      {(requests.data?.length ?? 0) > 0 && <RequestTable requests={requests.data!} />}
    </Panel>
  );
}

/** The days left to answer, or late by, or answered: counted in business days where the rule pack counts so. */
function daysLeftText(r: RecordsRequest, i18n: I18n) {
  const days = Math.abs(r.daysLeft);
  if (r.status === 'answered') {
    if (!r.late) return i18n._(msg`Answered in time`);
    return r.businessDays
      ? i18n._(msg`Answered ${plural(days, { one: '# business day late', other: '# business days late' })}`)
      : i18n._(msg`Answered ${plural(days, { one: '# day late', other: '# days late' })}`);
  }
  if (r.daysLeft >= 0)
    return r.businessDays
      ? i18n._(msg`${plural(days, { one: '# business day left', other: '# business days left' })}`)
      : i18n._(msg`${plural(days, { one: '# day left', other: '# days left' })}`);
  return r.businessDays
    ? i18n._(msg`Late by ${plural(days, { one: '# business day', other: '# business days' })}`)
    : i18n._(msg`Late by ${plural(days, { one: '# day', other: '# days' })}`);
}

export function RequestTable({ requests, actions }: { requests: RecordsRequest[]; actions?: (r: RecordsRequest) => React.ReactNode }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  return (
    <Table
      caption={t`Records requests`}
      columns={[
        t`Records`,
        t`Asked`,
        t`Answer due`,
        t`State`,
        actions && t({ message: 'Answer', context: 'the association’s answer (column)' }),
      ]}
    >
      <tbody>
        {requests.map((r) => (
          <tr key={r.id}>
            <td>
              {text(r.categoryLabel)} ({i18n._(KIND_WORDS[r.kind])}){actions && ` — ${r.requestedBy}`}
            </td>
            <td>
              <AssociationDay value={r.askedAt} />
            </td>
            <td>
              {r.deadline} <small>({r.citation})</small>
            </td>
            <td>
              {daysLeftText(r, i18n)}
              {r.inspectionDate && t`; inspection on ${r.inspectionDate}`}
              {r.answerDocuments.map((d) => (
                <span key={d.id}>
                  ; <Link to={d.link}>{d.title}</Link>
                </span>
              ))}
              {r.answerNote && t`; note: ${r.answerNote}`}
            </td>
            {actions && <td>{actions(r)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
