/**
 * The add and edit form of "Admin: Votes" (docs/requirements.md, "Votes"): checked with common's
 * voteCreateSchema before it is sent, so the form and the server say the same thing. A vote is
 * edited only before it opens.
 */
import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  QUESTION_KINDS,
  firstIssueMessage,
  voteCreateSchema,
  type QuestionKind,
  type VoteCreate,
  type VoteDocument,
  type VoteSummary,
} from '@hearth/common';
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonRow, Checkbox, SelectField, TextArea, TextField } from '../../../shared/ui';
import { FileUpload } from '../../../shared/uploads/FileUpload';
import styles from '../Votes.module.css';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';

interface QuestionDraft {
  text: string;
  kind: QuestionKind;
  /** One option per line. */
  options: string;
}

const KIND_LABELS: Record<QuestionKind, MessageDescriptor> = {
  yesNo: msg`Yes / no`,
  oneOf: msg`One of the options`,
  severalOf: msg`Several of the options`,
};
const blankQuestion = (): QuestionDraft => ({ text: '', kind: 'yesNo', options: '' });

/** A datetime-local value (the browser's local time) as an ISO date-time, or '' when empty. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');
const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO date-time as a datetime-local value, in the browser's local time (the inverse of isoOf). */
const localInputOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function VoteCreateForm({
  busy,
  onCreate,
  initial,
}: {
  busy: boolean;
  onCreate: (vote: VoteCreate) => void;
  /** The upcoming vote being edited; none for a new vote. */
  initial?: VoteSummary;
}) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [questions, setQuestions] = useState<QuestionDraft[]>(() =>
    initial ? initial.questions.map((q) => ({ text: q.text, kind: q.kind, options: (q.options ?? []).join('\n') })) : [blankQuestion()],
  );
  const [opensAt, setOpensAt] = useState(initial ? localInputOf(initial.opensAt) : '');
  const [closesAt, setClosesAt] = useState(initial ? localInputOf(initial.closesAt) : '');
  const [counting, setCounting] = useState<VoteCreate['counting']>(initial?.counting ?? 'unit');
  const [quorum, setQuorum] = useState(initial ? String(Math.round(initial.quorum * 10_000) / 100) : '50');
  const [secret, setSecret] = useState(initial?.secret ?? false);
  const [resultsShown, setResultsShown] = useState<VoteCreate['resultsShown']>(initial?.resultsShown ?? 'atClose');
  const [resultsToResidents, setResultsToResidents] = useState(initial?.resultsToResidents ?? false);
  const [changeable, setChangeable] = useState(initial?.changeable ?? false);
  const [documents, setDocuments] = useState<VoteDocument[]>(initial?.documents ?? []);
  const [problem, setProblem] = useState<string | null>(null);

  // Anything typed or chosen counts as unsaved until the vote is saved or the form is cancelled (docs/requirements.md, "States and transitions").
  const snapshot = JSON.stringify([
    title,
    description,
    questions,
    opensAt,
    closesAt,
    counting,
    quorum,
    secret,
    resultsShown,
    resultsToResidents,
    changeable,
    documents,
  ]);
  const [start] = useState(snapshot);
  useUnsavedForm(snapshot !== start);

  const setQuestion = (index: number, change: Partial<QuestionDraft>) =>
    setQuestions((list) => list.map((q, i) => (i === index ? { ...q, ...change } : q)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = voteCreateSchema.safeParse({
      title,
      description,
      questions: questions.map((q) => ({
        text: q.text,
        kind: q.kind,
        ...(q.kind === 'yesNo'
          ? {}
          : {
              options: q.options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean),
            }),
      })),
      opensAt: isoOf(opensAt),
      closesAt: isoOf(closesAt),
      counting,
      quorum: Number(quorum) / 100,
      secret,
      resultsShown,
      resultsToResidents,
      changeable,
      documents,
    });
    if (!parsed.success) {
      setProblem(text(firstIssueMessage(parsed.error)));
      return;
    }
    setProblem(null);
    onCreate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={initial ? t`Edit ${initial.title}` : t`New vote`}>
      <TextField label={t`Title`} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
      <TextArea label={t`Description`} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      {questions.map((q, index) => (
        <fieldset key={index} className={styles.question}>
          <legend>{t`Question ${index + 1}`}</legend>
          <TextField label={t`Question`} value={q.text} onChange={(e) => setQuestion(index, { text: e.target.value })} required />
          <SelectField
            label={t`Answers`}
            value={q.kind}
            onChange={(e) => setQuestion(index, { kind: e.target.value as QuestionKind })}
            options={QUESTION_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
          />
          {q.kind !== 'yesNo' && (
            <TextArea
              label={t`Options, one per line`}
              value={q.options}
              onChange={(e) => setQuestion(index, { options: e.target.value })}
              rows={3}
            />
          )}
          {questions.length > 1 && (
            <Button variant="secondary" onClick={() => setQuestions((list) => list.filter((_, i) => i !== index))}>
              {t`Remove question ${index + 1}`}
            </Button>
          )}
        </fieldset>
      ))}
      <ButtonRow>
        <Button variant="secondary" onClick={() => setQuestions((list) => [...list, blankQuestion()])}>
          {t`Add a question`}
        </Button>
      </ButtonRow>
      <TextField label={t`Opens`} type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} required />
      <TextField label={t`Closes`} type="datetime-local" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} required />
      <SelectField
        label={t`Counting`}
        value={counting}
        onChange={(e) => setCounting(e.target.value as VoteCreate['counting'])}
        options={[
          { value: 'unit', label: t`One vote per unit` },
          { value: 'entitlement', label: t`By entitlement` },
        ]}
      />
      <TextField
        label={t`Quorum (%)`}
        type="number"
        min={0}
        max={100}
        step="any"
        value={quorum}
        onChange={(e) => setQuorum(e.target.value)}
      />
      <SelectField
        label={t`Results shown to owners`}
        value={resultsShown}
        onChange={(e) => setResultsShown(e.target.value as VoteCreate['resultsShown'])}
        options={[
          { value: 'atClose', label: t`When the vote closes` },
          { value: 'live', label: t`Live, while it is open` },
        ]}
      />
      <Checkbox label={t`Secret ballot`} checked={secret} onChange={(e) => setSecret(e.target.checked)} />
      <Checkbox
        label={t`Tenants and property managers see the results`}
        checked={resultsToResidents}
        onChange={(e) => setResultsToResidents(e.target.checked)}
      />
      <Checkbox
        label={t`A ballot may be changed until the vote closes`}
        checked={changeable}
        onChange={(e) => setChangeable(e.target.checked)}
      />
      {/* The agenda, a proxy form…: PDFs that owners download from the vote (docs/requirements.md, "Vote documents and printable results"). */}
      <fieldset className={styles.question}>
        <legend>{t`Documents`}</legend>
        {documents.map((document, index) => (
          <div key={document.fileName}>
            <TextField
              label={t`Title of document ${index + 1}`}
              value={document.title}
              onChange={(e) => setDocuments((list) => list.map((d, i) => (i === index ? { ...d, title: e.target.value } : d)))}
              required
              maxLength={200}
            />
            <Button variant="secondary" onClick={() => setDocuments((list) => list.filter((_, i) => i !== index))}>
              {t`Remove document ${index + 1}`}
            </Button>
          </div>
        ))}
        <FileUpload
          label={t`Attach a PDF`}
          kind="pdf"
          area="votes"
          onUploaded={(fileName) => setDocuments((list) => [...list, { title: '', fileName }])}
        />
      </fieldset>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {initial ? t`Save changes` : t`Create vote`}
      </Button>
    </form>
  );
}
