/**
 * Compliance at a glance (docs/requirements.md, "Official records and rule packs"), for directors and administrators: every category the
 * rule pack requires with its state — posted (when), late (by how many days), expired (past its window and
 * still shown) or missing — the report as PDF and CSV, posting a document as a record (with the
 * confirmation that it holds nothing private), and the owners' records requests to answer.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Messages,
  RECORD_AUDIENCES,
  RecordsMessages,
  audienceFits,
  type CategoryCompliance,
  type RecordAudience,
  type RecordsRequest,
} from '@hearth/common';
import { errorMessage, saveBlob } from '../../../shared/api';
import { usePageVisit } from '../../../shared/auth';
import { dayInZone } from '../../../shared/format';
import { useCommonText } from '../../../shared/i18n';
import { useAssociationZone } from '../../../shared/hooks/useSiteSettings';
import { Button, ButtonRow, Checkbox, DateField, Message, Page, Panel, SelectField, Table, TextArea, useToast } from '../../../shared/ui';
import {
  answerRequest,
  complianceQuery,
  downloadReport,
  postRecord,
  recordCategoriesQuery,
  recordKeys,
  recordsIndexQuery,
  recordsRequestsQuery,
} from '../api';
import { RequestTable } from '../RecordsRequests';

/** The screen's name in the activity record (its title on screen is in the reader's language). */
const TITLE = 'Admin: Official Records';
const AUDIENCE_LABELS: Record<RecordAudience, MessageDescriptor> = {
  public: msg`Everyone (public)`,
  owners: msg`Owners`,
  board: msg`Board only`,
};

function stateText(c: CategoryCompliance, zone: string | undefined, i18n: I18n): string {
  const posted = dayInZone(c.postedAt, zone);
  switch (c.state) {
    case 'missing':
      return i18n._(msg`Missing`);
    case 'late':
      return i18n._(msg`Late by ${plural(c.lateByDays ?? 0, { one: '# day', other: '# days' })} (posted ${posted})`);
    case 'expired': {
      const months = c.keepPostedMonths;
      return i18n._(
        msg`Expired: ${plural(c.expired.length, {
          one: `# past the ${months}-month window still shown`,
          other: `# past the ${months}-month window still shown`,
        })}`,
      );
    }
    default:
      return i18n._(msg`Posted ${posted}`);
  }
}

export default function AdminRecordsPage() {
  usePageVisit(TITLE);
  const toast = useToast();
  const report = useQuery(complianceQuery());
  const zone = useAssociationZone();
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const requests = useQuery(recordsRequestsQuery(true));
  const [posting, setPosting] = useState<string>('');
  const save = async (format: 'csv' | 'pdf') => {
    try {
      saveBlob(await downloadReport(format), `records-compliance.${format}`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  if (report.isError) return <Message tone="error">{report.error.message}</Message>;
  return (
    <Page title={t`Admin: Official Records`}>
      {report.isPending && <p>{text(Messages.loadingData)}</p>}
      {report.data && (
        <>
          <p>
            {report.data.pack.name}. {report.data.pack.disclaimer}
          </p>
          <ButtonRow>
            <Button variant="secondary" onClick={() => void save('pdf')}>
              {t`Report (PDF)`}
            </Button>
            <Button variant="secondary" onClick={() => void save('csv')}>
              {t`Report (CSV)`}
            </Button>
          </ButtonRow>
          <Table caption={t`Compliance on ${report.data.today}`} columns={[t`Category`, t`State`, t`Post`]}>
            <tbody>
              {report.data.categories.map((c) => (
                <tr key={c.key}>
                  <td>
                    {text(c.label)}
                    <br />
                    <small>{c.citation}</small>
                  </td>
                  <td>{stateText(c, zone, i18n)}</td>
                  <td>
                    <Button variant="secondary" onClick={() => setPosting(c.key)} aria-label={t`Post a record: ${text(c.label)}`}>
                      {t`Post`}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {posting && <PostForm key={posting} category={posting} onDone={() => setPosting('')} />}
          {report.data.lateRequests.length > 0 && (
            <Panel title={t`Records requests answered late`}>
              <RequestTable requests={report.data.lateRequests} />
            </Panel>
          )}
        </>
      )}
      <Panel title={t`Records requests`}>
        {requests.data && requests.data.length > 0 ? (
          <RequestTable requests={requests.data} actions={(r) => (r.status === 'open' ? <AnswerForm request={r} /> : t`Answered`)} />
        ) : (
          <p>{t`No records requests.`}</p>
        )}
      </Panel>
    </Page>
  );
}

function PostForm({ category, onDone }: { category: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const report = useQuery(complianceQuery());
  const categories = useQuery(recordCategoriesQuery());
  const rule = categories.data?.categories.find((c) => c.key === category);
  const [documentId, setDocumentId] = useState('');
  const [audience, setAudience] = useState<RecordAudience | ''>('');
  const [confirmed, setConfirmed] = useState(false);
  const chosen: RecordAudience = audience || rule?.audience || 'owners';
  const post = useMutation({
    mutationFn: postRecord,
    onSuccess: (r) => {
      const title = r.title;
      toast.success(t`“${title}” is posted.`);
      void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      onDone();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.mutate({ documentId: Number(documentId), category, audience: chosen, confirmNoPrivate: confirmed });
  };
  if (!rule) return null;
  return (
    <Panel title={t`Post a record: ${text(rule.label)}`} labelledBy="records-post">
      <form onSubmit={submit}>
        <SelectField
          label={t`Document`}
          placeholder={t`Choose an uploaded document`}
          value={documentId}
          onChange={(e) => setDocumentId(e.target.value)}
          hint={t`Upload it first under Community Documents, Newsletters or Meeting Minutes.`}
          options={(report.data?.unfiled ?? []).map((d) => ({ value: String(d.id), label: `${d.title} (${d.documentDate})` }))}
        />
        <SelectField
          label={t`Who may see it`}
          value={chosen}
          onChange={(e) => setAudience(e.target.value as RecordAudience)}
          options={RECORD_AUDIENCES.filter((a) => audienceFits(rule.audience, a)).map((a) => ({
            value: a,
            label: i18n._(AUDIENCE_LABELS[a]),
          }))}
        />
        {chosen !== 'board' && (
          <>
            <p>{t`The rule pack lists as private:`}</p>
            <ul>
              {categories.data!.privateMatters.map((p) => (
                <li key={p.key}>
                  {text(p.label)} <small>({p.citation})</small>
                </li>
              ))}
            </ul>
            <Checkbox
              label={t`I confirm the document holds nothing listed above`}
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
            />
          </>
        )}
        <ButtonRow>
          <Button type="submit" disabled={post.isPending}>
            {t`Post the record`}
          </Button>
          <Button variant="secondary" type="button" onClick={onDone}>
            {t`Cancel`}
          </Button>
        </ButtonRow>
      </form>
    </Panel>
  );
}

function AnswerForm({ request }: { request: RecordsRequest }) {
  const { t } = useLingui();
  const id = request.id;
  const toast = useToast();
  const queryClient = useQueryClient();
  const index = useQuery(recordsIndexQuery(true));
  const [date, setDate] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [note, setNote] = useState('');
  // The records of the category asked for, then every other record: a director may send any.
  const records = (index.data?.categories ?? [])
    .slice()
    .sort((a, b) => Number(b.key === request.category) - Number(a.key === request.category))
    .flatMap((c) => c.records)
    .filter((r) => r.kind === 'document');
  const answer = useMutation({
    mutationFn: () =>
      answerRequest(request.id, {
        inspectionDate: date || undefined,
        documentIds: documentIds.length ? documentIds.map(Number) : undefined,
        note: note.trim() || undefined,
      }),
    onSuccess: () => {
      toast.success(RecordsMessages.requestAnsweredToast(request.id, request.requestedBy));
      void queryClient.invalidateQueries({ queryKey: recordKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        answer.mutate();
      }}
    >
      <SelectField
        label={t`Documents to send for request ${id}`}
        hint={t`Choose one or several (Ctrl or ⌘ with a mouse).`}
        multiple
        size={Math.min(4, Math.max(2, records.length))}
        value={documentIds}
        onChange={(e) => setDocumentIds([...e.target.selectedOptions].map((o) => o.value))}
        options={records.map((r) => ({ value: String(r.id), label: r.title }))}
      />
      <DateField label={t`Inspection date for request ${id}`} value={date} onChange={(e) => setDate(e.target.value)} />
      <TextArea
        label={t`Note to the owner for request ${id} (optional)`}
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" disabled={answer.isPending}>
        {t({ message: 'Answer', context: 'answer a records request (button)' })}
      </Button>
    </form>
  );
}
