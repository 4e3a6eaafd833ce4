/**
 * One vote (docs/requirements.md, "Votes"): what is asked, quorum progress, a ballot for each unit
 * the member votes for (their own, and those they hold as proxy), the receipt once cast, the proxy
 * form of their own unit, and the results when the vote shows them.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Messages, isSuperUser, percent, resultsReadable, type BallotReceipt, type VoteDetail, type VotingUnit } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { useAuth, usePageVisit } from '../../shared/auth';
import { useCommonText } from '../../shared/i18n';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';
import { UnsavedFormReporter, useFormsOnScreen, useUnsavedForm } from '../../shared/unsaved/unsavedForm';
import { Button, LoadFailed, Message, Page, Panel, TextField, useToast } from '../../shared/ui';
import { Dialog, DialogClose } from '../../shared/ui/Dialog';
import { appointProxy, castBallot, checkReceipt, resultsQuery, revokeProxy, voteKeys, voteQuery, type Answers } from './api';
import { BallotForm } from './BallotForm';
import { ResultsView } from './ResultsView';
import { VoteDocuments } from './VoteDocuments';
import { recordDateText, whenText } from './format';
import { useAssociationZone } from '../../shared/hooks/useSiteSettings';
import styles from './Votes.module.css';

export default function VotePage() {
  usePageVisit('Vote');
  // A proxy's address or a receipt code typed and not sent is not lost without a question (docs/requirements.md, "States and transitions").
  const forms = useFormsOnScreen();
  const id = Number(useParams().id);
  const { roles } = useAuth();
  const zone = useAssociationZone();
  const vote = useQuery(voteQuery(id));
  // Nothing is counted before the vote opens.
  const showsResults = !!vote.data && vote.data.status !== 'upcoming' && resultsReadable(vote.data, isSuperUser(roles));
  const results = useQuery(resultsQuery(id, showsResults));
  const { t, i18n } = useLingui();
  const text = useCommonText();
  return (
    <Page title={vote.data?.title ?? t`Vote`}>
      <UnsavedChangesGuard rows={false} form={forms.dirty} />
      <p className={styles.noPrint}>
        <Link to="/votes">
          <Trans>All votes</Trans>
        </Link>
      </p>
      {vote.isError && !vote.data ? (
        <LoadFailed what={t`vote`} error={vote.error} onRetry={() => void vote.refetch()} />
      ) : vote.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : (
        <>
          <Panel title={t`About this vote`} as="h2">
            <p className={styles.when}>
              {whenText(vote.data, i18n, zone)} · {vote.data.secret ? t`Secret ballot` : t`Named ballot`} ·{' '}
              {vote.data.counting === 'unit' ? t`counted by unit` : t`counted by entitlement`}
            </p>
            {vote.data.recordDate && <p className={styles.when}>{recordDateText(vote.data, i18n, zone)}</p>}
            {vote.data.description && <p>{vote.data.description}</p>}
            {/* The agenda, proxy form…: downloaded by whoever may see the vote, from the vote's page (docs/requirements.md, "Vote documents and printable results"). */}
            {vote.data.documents.length > 0 && <VoteDocuments documents={vote.data.documents} />}
            {vote.data.closeReason && <Message tone="info">{t`Closed early: ${vote.data.closeReason}`}</Message>}
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
          {/* A tenant or a property manager reads the results only: they hold no receipt to check. */}
          {(vote.data.units.length > 0 || isSuperUser(roles)) && (
            <UnsavedFormReporter value={forms.reporterFor('receipt')}>
              <ReceiptCheckForm voteId={vote.data.id} />
            </UnsavedFormReporter>
          )}
        </>
      )}
    </Page>
  );
}

function QuorumProgress({ vote }: { vote: VoteDetail }) {
  const { t } = useLingui();
  const p = vote.participation;
  const byUnit = vote.counting === 'unit';
  const [part, whole] = byUnit ? [p.units, p.totalUnits] : [p.weight, p.totalWeight];
  // Each figure with its own basis: a vote counted by entitlement is measured by the entitlement, not by the units.
  const basis = byUnit ? t`of the units` : t`of the entitlement`;
  const share = percent(part, whole);
  const quorum = percent(vote.quorum, 1);
  const units = p.units;
  return (
    <div>
      <label htmlFor={`quorum-${vote.id}`}>
        {t`Participation: ${units} of ${plural(p.totalUnits, { one: '# unit', other: '# units' })}, ${share} ${basis}; quorum ${quorum} ${basis}`}
      </label>
      <progress id={`quorum-${vote.id}`} className={styles.progress} max={whole || 1} value={part} />
    </div>
  );
}

function UnitBallot({ vote, unit }: { vote: VoteDetail; unit: VotingUnit }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [receipt, setReceipt] = useState<BallotReceipt | null>(null);
  // What was just cast: the change form starts from it until the vote's detail is read again.
  const [justCast, setJustCast] = useState<string[][] | null>(null);
  // A secret ballot cannot be changed once cast: it waits here for a confirmation (docs/requirements.md, "Votes").
  const [pending, setPending] = useState<Answers | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  // After casting, focus goes to the receipt, so a screen reader reads it and the page does not jump to the top.
  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);
  const cast = useMutation({
    mutationFn: (answers: Answers) => castBallot(vote.id, answers, unit.asProxy ? unit.unitId : undefined),
    onSuccess: (answer, answers) => {
      setPending(null);
      setReceipt(answer);
      setJustCast(answers.map((a) => (Array.isArray(a) ? a : [a])));
      // The vote's detail says the unit has voted (and its choices): "Change ballot" shows at once.
      void queryClient.invalidateQueries({ queryKey: voteKeys.vote(vote.id) });
    },
    onError: (error) => {
      setPending(null);
      toast.error(errorMessage(error));
      // Another tab or a co-owner may have voted: show the unit as it now stands.
      void queryClient.invalidateQueries({ queryKey: voteKeys.vote(vote.id) });
    },
  });
  const label = unit.label;
  const title = unit.asProxy ? t`Ballot for unit ${label} (as proxy)` : t`Ballot for unit ${label}`;
  const voted = unit.cast || receipt !== null;
  // A named ballot may be changed until the close when the vote allows it; a secret one never (docs/requirements.md, "Votes").
  const changeable = vote.changeable && !vote.secret && vote.status === 'open';
  const current = unit.choices ?? justCast ?? undefined;
  return (
    <Panel title={title} as="h2" className={styles.noPrint}>
      {receipt && (
        <div ref={receiptRef} tabIndex={-1}>
          <Message tone="success" role="status">
            <Trans>
              Your ballot was counted. Receipt code: <span className={styles.receipt}>{receipt.receipt}</span>. It was also sent to you by
              e-mail.
            </Trans>
          </Message>
        </div>
      )}
      {voted && !changeable ? (
        !receipt && <Message tone="info">{t`The ballot for this unit has been cast.`}</Message>
      ) : unit.proxy ? (
        <ProxyHeld vote={vote} proxy={unit.proxy} />
      ) : vote.status !== 'open' ? (
        <Message tone="info">{vote.status === 'upcoming' ? t`Ballots are taken once the vote opens.` : t`This vote is closed.`}</Message>
      ) : (
        <>
          {voted && <Message tone="info">{t`The ballot for this unit has been cast; you may change it until the vote closes.`}</Message>}
          <BallotForm
            // A fresh form from the unit's choices each time they change (a change cast here or elsewhere).
            key={JSON.stringify(current ?? null)}
            idPrefix={`u${unit.unitId}`}
            questions={vote.questions}
            initial={current}
            submitLabel={voted ? t`Change ballot` : t`Cast ballot`}
            busy={cast.isPending || pending !== null}
            onSubmit={(answers) => (vote.secret ? setPending(answers) : cast.mutate(answers))}
          />
          <Dialog
            open={pending !== null}
            onOpenChange={(open) => !open && !cast.isPending && setPending(null)}
            title={t`Cast this secret ballot?`}
            description={t`Once cast, a secret ballot cannot be changed: nothing ties it to your unit. You get a receipt code to check that it was counted.`}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="secondary">{t`Go back to the ballot`}</Button>
                </DialogClose>
                <Button disabled={cast.isPending} onClick={() => pending && cast.mutate(pending)}>
                  {t`Cast secret ballot`}
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
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const revoke = useMutation({
    mutationFn: () => revokeProxy(vote.id),
    onSuccess: () => {
      toast.success(t`The proxy was revoked: you may vote yourself.`);
      void queryClient.invalidateQueries({ queryKey: voteKeys.vote(vote.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <Message tone="info">{t`${proxy} holds this unit's vote as proxy.`}</Message>
      <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        {t`Revoke proxy`}
      </Button>
    </>
  );
}

function ProxyForm({ vote }: { vote: VoteDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const appoint = useMutation({
    mutationFn: () => appointProxy(vote.id, email.trim()),
    onSuccess: (answer) => {
      const holder = answer.proxy;
      toast.success(t`${holder} now holds your unit's vote as proxy.`);
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: voteKeys.vote(vote.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  useUnsavedForm(email.trim() !== '' && !appoint.isPending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    appoint.mutate();
  };
  return (
    <Panel title={t`Name a proxy`} as="h2" className={styles.noPrint}>
      <p>
        <Trans>Another verified owner or a director may vote for your unit. You can revoke the proxy until they have voted.</Trans>
      </p>
      <form onSubmit={submit}>
        <TextField
          label={t`Proxy's e-mail address`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" disabled={appoint.isPending || !email.trim()}>
          {t`Name proxy`}
        </Button>
      </form>
    </Panel>
  );
}

/** "Check my receipt": counted or not found, never the choices (docs/requirements.md, "Votes"). */
function ReceiptCheckForm({ voteId }: { voteId: number }) {
  const { t } = useLingui();
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
    <Panel title={t`Check a receipt`} as="h2" className={styles.noPrint}>
      <form onSubmit={submit}>
        <TextField
          label={t`Receipt code`}
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
          {t`Check`}
        </Button>
      </form>
      {check.data && (
        <Message tone={check.data.counted ? 'success' : 'info'} role="status">
          {check.data.counted
            ? t`A ballot with this receipt code is counted in this vote.`
            : t`No ballot with this receipt code is counted in this vote.`}
        </Message>
      )}
    </Panel>
  );
}
