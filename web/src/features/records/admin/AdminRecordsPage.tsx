/**
 * Compliance at a glance (docs/requirements.md, "Official records and rule packs"), for directors and administrators: every category the
 * rule pack requires with its state — posted (when), late (by how many days), expired (past its window and
 * still shown) or missing — the report as PDF and CSV, posting a document as a record (with the
 * confirmation that it holds nothing private), and the owners' records requests to answer.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const TITLE = 'Admin: Official Records';
const AUDIENCE_LABELS: Record<RecordAudience, string> = { public: 'Everyone (public)', owners: 'Owners', board: 'Board only' };

function stateText(c: CategoryCompliance, zone: string | undefined): string {
  switch (c.state) {
    case 'missing':
      return 'Missing';
    case 'late':
      return `Late by ${c.lateByDays} day${c.lateByDays === 1 ? '' : 's'} (posted ${dayInZone(c.postedAt, zone)})`;
    case 'expired':
      return `Expired: ${c.expired.length} past the ${c.keepPostedMonths}-month window still shown`;
    default:
      return `Posted ${dayInZone(c.postedAt, zone)}`;
  }
}

export default function AdminRecordsPage() {
  usePageVisit(TITLE);
  const toast = useToast();
  const report = useQuery(complianceQuery());
  const zone = useAssociationZone();
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
    <Page title={TITLE}>
      {report.isPending && <p>{Messages.loadingData}</p>}
      {report.data && (
        <>
          <p>
            {report.data.pack.name}. {report.data.pack.disclaimer}
          </p>
          <ButtonRow>
            <Button variant="secondary" onClick={() => void save('pdf')}>
              Report (PDF)
            </Button>
            <Button variant="secondary" onClick={() => void save('csv')}>
              Report (CSV)
            </Button>
          </ButtonRow>
          <Table caption={`Compliance on ${report.data.today}`} columns={['Category', 'State', 'Post']}>
            <tbody>
              {report.data.categories.map((c) => (
                <tr key={c.key}>
                  <td>
                    {c.label}
                    <br />
                    <small>{c.citation}</small>
                  </td>
                  <td>{stateText(c, zone)}</td>
                  <td>
                    <Button variant="secondary" onClick={() => setPosting(c.key)} aria-label={`Post a record: ${c.label}`}>
                      Post
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {posting && <PostForm key={posting} category={posting} onDone={() => setPosting('')} />}
          {report.data.lateRequests.length > 0 && (
            <Panel title="Records requests answered late">
              <RequestTable requests={report.data.lateRequests} />
            </Panel>
          )}
        </>
      )}
      <Panel title="Records requests">
        {requests.data && requests.data.length > 0 ? (
          <RequestTable requests={requests.data} actions={(r) => (r.status === 'open' ? <AnswerForm request={r} /> : 'Answered')} />
        ) : (
          <p>No records requests.</p>
        )}
      </Panel>
    </Page>
  );
}

function PostForm({ category, onDone }: { category: string; onDone: () => void }) {
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
      toast.success(`“${r.title}” is posted.`);
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
    <Panel title={`Post a record: ${rule.label}`} labelledBy="records-post">
      <form onSubmit={submit}>
        <SelectField
          label="Document"
          placeholder="Choose an uploaded document"
          value={documentId}
          onChange={(e) => setDocumentId(e.target.value)}
          hint="Upload it first under Community Documents, Newsletters or Meeting Minutes."
          options={(report.data?.unfiled ?? []).map((d) => ({ value: String(d.id), label: `${d.title} (${d.documentDate})` }))}
        />
        <SelectField
          label="Who may see it"
          value={chosen}
          onChange={(e) => setAudience(e.target.value as RecordAudience)}
          options={RECORD_AUDIENCES.filter((a) => audienceFits(rule.audience, a)).map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        />
        {chosen !== 'board' && (
          <>
            <p>The rule pack lists as private:</p>
            <ul>
              {categories.data!.privateMatters.map((p) => (
                <li key={p.key}>
                  {p.label} <small>({p.citation})</small>
                </li>
              ))}
            </ul>
            <Checkbox
              label="I confirm the document holds nothing listed above"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
            />
          </>
        )}
        <ButtonRow>
          <Button type="submit" disabled={post.isPending}>
            Post the record
          </Button>
          <Button variant="secondary" type="button" onClick={onDone}>
            Cancel
          </Button>
        </ButtonRow>
      </form>
    </Panel>
  );
}

function AnswerForm({ request }: { request: RecordsRequest }) {
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
        label={`Documents to send for request ${request.id}`}
        hint="Choose one or several (Ctrl or ⌘ with a mouse)."
        multiple
        size={Math.min(4, Math.max(2, records.length))}
        value={documentIds}
        onChange={(e) => setDocumentIds([...e.target.selectedOptions].map((o) => o.value))}
        options={records.map((r) => ({ value: String(r.id), label: r.title }))}
      />
      <DateField label={`Inspection date for request ${request.id}`} value={date} onChange={(e) => setDate(e.target.value)} />
      <TextArea
        label={`Note to the owner for request ${request.id} (optional)`}
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" disabled={answer.isPending}>
        Answer
      </Button>
    </form>
  );
}
