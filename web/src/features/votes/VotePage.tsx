/**
 * One vote (docs/requirements.md §16): what is asked, quorum progress, a ballot for each unit
 * the member votes for (their own, and those they hold as proxy), the receipt once cast, the proxy
 * form of their own unit, and the results when the vote shows them.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import {
  Messages,
  documentPageLink,
  isSuperUser,
  percent,
  resultsReadable,
  type BallotReceipt,
  type VoteDetail,
  type VotingUnit,
} from '@hearth/common';
import { errorMessage, queryKeys } from '../../shared/api';
import { useAuth, usePageVisit } from '../../shared/auth';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';
import { UnsavedFormReporter, useFormsOnScreen, useUnsavedForm } from '../../shared/unsaved/unsavedForm';
import { Button, LoadFailed, Message, Page, Panel, TextField, useToast } from '../../shared/ui';
import { Dialog, DialogClose } from '../../shared/ui/Dialog';
import { appointProxy, castBallot, checkReceipt, resultsQuery, revokeProxy, voteQuery, type Answers } from './api';
import { BallotForm } from './BallotForm';
import { ResultsView } from './ResultsView';
import { whenText } from './format';
import styles from './Votes.module.css';

export default function VotePage() {
  usePageVisit('Vote');
  // A proxy's address or a receipt code typed and not sent is not lost without a question (docs/requirements.md §4).
  const forms = useFormsOnScreen();
  const id = Number(useParams().id);
  const { roles } = useAuth();
  const vote = useQuery(voteQuery(id));
  const showsResults = !!vote.data && resultsReadable(vote.data, isSuperUser(roles));
  const results = useQuery(resultsQuery(id, showsResults));
  return (
    <Page title={vote.data?.title ?? 'Vote'}>
      <UnsavedChangesGuard rows={false} form={forms.dirty} />
      <p className={styles.noPrint}>
        <Link to="/votes">All votes</Link>
      </p>
      {vote.isError && !vote.data ? (
        <LoadFailed what="vote" error={vote.error} onRetry={() => void vote.refetch()} />
      ) : vote.isPending ? (
        <p>{Messages.loadingData}</p>
      ) : (
        <>
          <Panel title="About this vote" as="h2">
            <p className={styles.when}>
              {whenText(vote.data)} · {vote.data.secret ? 'Secret ballot' : 'Named ballot'} · counted by{' '}
              {vote.data.counting === 'unit' ? 'unit' : 'entitlement'}
            </p>
            {vote.data.description && <p>{vote.data.description}</p>}
            {vote.data.documents.length > 0 && (
              // The agenda, proxy form…: downloaded by whoever may see the vote (docs/requirements.md §19).
              <ul aria-label="Documents">
                {vote.data.documents.map((d) => (
                  <li key={d.fileName}>
                    <Link to={documentPageLink('votes', d.fileName)}>{d.title}</Link> (PDF)
                  </li>
                ))}
              </ul>
            )}
            {vote.data.closeReason && <Message tone="info">Closed early: {vote.data.closeReason}</Message>}
            <QuorumProgress vote={vote.data} />
          </Panel>
          {vote.data.units.map((unit) => (
            <UnitBallot key={unit.unitId} vote={vote.data} unit={unit} />
          ))}
          {vote.data.status !== 'closed' && vote.data.units.some((u) => !u.asProxy && !u.cast && !u.proxy) && (
            <UnsavedFormReporter value={forms.reporterFor('proxy')}>
              <ProxyForm vote={vote.data} />
            </UnsavedFormReporter>
          )}
          {results.data && <ResultsView results={results.data} />}
          <UnsavedFormReporter value={forms.reporterFor('receipt')}>
            <ReceiptCheckForm voteId={vote.data.id} />
          </UnsavedFormReporter>
        </>
      )}
    </Page>
  );
}

function QuorumProgress({ vote }: { vote: VoteDetail }) {
  const p = vote.participation;
  const [part, whole] = vote.counting === 'unit' ? [p.units, p.totalUnits] : [p.weight, p.totalWeight];
  return (
    <div>
      <label htmlFor={`quorum-${vote.id}`}>
        Participation: {p.units} of {p.totalUnits} units ({percent(part, whole)}); quorum {percent(vote.quorum, 1)}
      </label>
      <progress id={`quorum-${vote.id}`} className={styles.progress} max={whole || 1} value={part} />
    </div>
  );
}

function UnitBallot({ vote, unit }: { vote: VoteDetail; unit: VotingUnit }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [receipt, setReceipt] = useState<BallotReceipt | null>(null);
  // A secret ballot cannot be changed once cast: it waits here for a confirmation (docs/requirements.md §16).
  const [pending, setPending] = useState<Answers | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  // After casting, focus goes to the receipt, so a screen reader reads it and the page does not jump to the top.
  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);
  const cast = useMutation({
    mutationFn: (answers: Answers) => castBallot(vote.id, answers, unit.asProxy ? unit.unitId : undefined),
    onSuccess: (answer) => {
      setPending(null);
      setReceipt(answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.vote(vote.id) });
    },
    onError: (error) => {
      setPending(null);
      toast.error(errorMessage(error));
      // Another tab or a co-owner may have voted: show the unit as it now stands.
      void queryClient.invalidateQueries({ queryKey: queryKeys.vote(vote.id) });
    },
  });
  const title = unit.asProxy ? `Ballot for unit ${unit.label} (as proxy)` : `Ballot for unit ${unit.label}`;
  return (
    <Panel title={title} as="h2" className={styles.noPrint}>
      {receipt ? (
        <div ref={receiptRef} tabIndex={-1}>
          <Message tone="success" role="status">
            Your ballot was counted. Receipt code: <span className={styles.receipt}>{receipt.receipt}</span>. It was also sent to you by
            e-mail.
          </Message>
        </div>
      ) : unit.cast && !(vote.changeable && vote.status === 'open') ? (
        <Message tone="info">The ballot for this unit has been cast.</Message>
      ) : unit.proxy ? (
        <ProxyHeld vote={vote} proxy={unit.proxy} />
      ) : vote.status !== 'open' ? (
        <Message tone="info">{vote.status === 'upcoming' ? 'Ballots are taken once the vote opens.' : 'This vote is closed.'}</Message>
      ) : (
        <>
          {unit.cast && <Message tone="info">The ballot for this unit has been cast; you may change it until the vote closes.</Message>}
          <BallotForm
            idPrefix={`u${unit.unitId}`}
            questions={vote.questions}
            submitLabel={unit.cast ? 'Change ballot' : 'Cast ballot'}
            busy={cast.isPending || pending !== null}
            onSubmit={(answers) => (vote.secret ? setPending(answers) : cast.mutate(answers))}
          />
          <Dialog
            open={pending !== null}
            onOpenChange={(open) => !open && !cast.isPending && setPending(null)}
            title="Cast this secret ballot?"
            description="Once cast, a secret ballot cannot be changed: nothing ties it to your unit. You get a receipt code to check that it was counted."
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="secondary">Go back to the ballot</Button>
                </DialogClose>
                <Button disabled={cast.isPending} onClick={() => pending && cast.mutate(pending)}>
                  Cast secret ballot
                </Button>
              </>
            }
          />
        </>
      )}
    </Panel>
  );
}

function ProxyHeld({ vote, proxy }: { vote: VoteDetail; proxy: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const revoke = useMutation({
    mutationFn: () => revokeProxy(vote.id),
    onSuccess: () => {
      toast.success('The proxy was revoked: you may vote yourself.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.vote(vote.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <Message tone="info">{proxy} holds this unit's vote as proxy.</Message>
      <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        Revoke proxy
      </Button>
    </>
  );
}

function ProxyForm({ vote }: { vote: VoteDetail }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const appoint = useMutation({
    mutationFn: () => appointProxy(vote.id, email.trim()),
    onSuccess: (answer) => {
      toast.success(`${answer.proxy} now holds your unit's vote as proxy.`);
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.vote(vote.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  useUnsavedForm(email.trim() !== '' && !appoint.isPending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    appoint.mutate();
  };
  return (
    <Panel title="Name a proxy" as="h2" className={styles.noPrint}>
      <p>Another verified owner or a director may vote for your unit. You can revoke the proxy until they have voted.</p>
      <form onSubmit={submit}>
        <TextField
          label="Proxy's e-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" disabled={appoint.isPending || !email.trim()}>
          Name proxy
        </Button>
      </form>
    </Panel>
  );
}

/** "Check my receipt": counted or not found, never the choices (docs/requirements.md §16). */
function ReceiptCheckForm({ voteId }: { voteId: number }) {
  const toast = useToast();
  const [receipt, setReceipt] = useState('');
  const check = useMutation({
    mutationFn: () => checkReceipt(voteId, receipt.trim()),
    onError: (error) => toast.error(errorMessage(error)),
  });
  useUnsavedForm(receipt.trim() !== '' && !check.isPending && !check.data);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate();
  };
  return (
    <Panel title="Check a receipt" as="h2" className={styles.noPrint}>
      <form onSubmit={submit}>
        <TextField
          label="Receipt code"
          autoComplete="off"
          value={receipt}
          onChange={(e) => {
            setReceipt(e.target.value);
            check.reset();
          }}
          required
          maxLength={19}
        />
        <Button type="submit" disabled={check.isPending || !receipt.trim()}>
          Check
        </Button>
      </form>
      {check.data && (
        <Message tone={check.data.counted ? 'success' : 'info'} role="status">
          {check.data.counted
            ? 'A ballot with this receipt code is counted in this vote.'
            : 'No ballot with this receipt code is counted in this vote.'}
        </Message>
      )}
    </Panel>
  );
}
