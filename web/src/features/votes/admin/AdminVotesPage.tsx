/**
 * "Admin: Votes" (docs/requirements.md, "Votes"), for directors and administrators: create a vote,
 * edit or cancel it before it opens, follow which units have voted (never how, when secret),
 * enter paper ballots (administrators), close a vote early with a reason (after a confirmation),
 * and see the results.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_SCREENS, Messages, resultsReadable, type VoteCreate, type VoteSummary } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useAuth } from '../../../shared/auth';
import { useCommonText } from '../../../shared/i18n';
import { Button, ButtonRow, LoadFailed, Message, NotAllowed, Panel, SelectField, TextField, useToast } from '../../../shared/ui';
import { Dialog, DialogClose } from '../../../shared/ui/Dialog';
import {
  cancelVote,
  closeVote,
  createVote,
  enterPaperBallot,
  participationQuery,
  resultsQuery,
  updateVote,
  voteKeys,
  votesQuery,
  type Answers,
} from '../api';
import { BallotForm } from '../BallotForm';
import { ResultsView } from '../ResultsView';
import { VoteCreateForm } from './VoteCreateForm';
import { paperReceiptMailed, whenText } from '../format';
import { useAssociationZone } from '../../../shared/hooks/useSiteSettings';
import styles from '../Votes.module.css';
import { UnsavedFormReporter } from '../../../shared/unsaved/unsavedForm';
import { AdminListScreen } from '../../../shared/editable-list/AdminListScreen';
import { useEditableList } from '../../../shared/editable-list/useEditableList';

const TITLE = ADMIN_SCREENS.votes.title;

export default function AdminVotesPage() {
  const { isSuperUser } = useAuth();
  // The page visit is logged by the kit's screen (AdminListScreen), shown only to directors and administrators.
  if (!isSuperUser) return <NotAllowed />;
  return <AdminVotes />;
}

/** On the editable-list kit's screen: its add toggle and add form, its guard; a vote is followed and edited below the list, not in its row. */
function AdminVotes() {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useEditableList({ query: votesQuery() });
  // An upcoming vote's edit form: the kit's guard asks while it holds typed text (docs/requirements.md, "States and transitions").
  const [editDirty, setEditDirty] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const create = useMutation({
    mutationFn: createVote,
    onSuccess: (vote) => {
      const title = vote.title;
      toast.success(t`The vote "${title}" was created.`);
      list.toggleAdd();
      setChosenId(vote.id);
      void queryClient.invalidateQueries({ queryKey: voteKeys.votes() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const chosen = list.rows.find((v) => v.id === chosenId);
  const zone = useAssociationZone();

  return (
    // Printed: the votes and the chosen one's participation and results, without buttons or forms.
    <div className={styles.printContent}>
      <AdminListScreen
        title={TITLE}
        list={list}
        addLabel={ADMIN_SCREENS.votes.addLabel}
        addForm={
          <Panel title={t`New vote`} as="h2">
            <VoteCreateForm busy={create.isPending} onCreate={(vote) => create.mutate(vote)} />
          </Panel>
        }
        editFormDirty={Boolean(chosen) && editDirty}
      >
        {!list.loaded ? (
          <p>{text(Messages.loadingData)}</p>
        ) : (
          <>
            <Panel title={t`Votes`} as="h2">
              {list.rows.length === 0 ? (
                <Message tone="info">{t`No vote yet.`}</Message>
              ) : (
                <ul className={styles.list}>
                  {list.rows.map((vote) => (
                    <li key={vote.id}>
                      <button
                        type="button"
                        className={styles.voteButton}
                        aria-pressed={vote.id === chosenId}
                        onClick={() => setChosenId(vote.id)}
                      >
                        {vote.title}
                      </button>
                      <span className={styles.when}>{whenText(vote, i18n, zone)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            {chosen && (
              <UnsavedFormReporter value={setEditDirty}>
                <VoteFollowUp key={chosen.id} vote={chosen} onCancelled={() => setChosenId(null)} />
              </UnsavedFormReporter>
            )}
          </>
        )}
      </AdminListScreen>
    </div>
  );
}

/** An upcoming vote: edited (the whole form again) or cancelled, both refused by the server once it has opened. */
function BeforeOpening({ vote, onCancelled }: { vote: VoteSummary; onCancelled: () => void }) {
  const { t } = useLingui();
  const title = vote.title;
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: voteKeys.votes() });
  const update = useMutation({
    mutationFn: (input: VoteCreate) => updateVote(vote.id, input),
    onSuccess: (saved) => {
      const savedTitle = saved.title;
      toast.success(t`The vote "${savedTitle}" was saved.`);
      setEditing(false);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const cancel = useMutation({
    mutationFn: () => cancelVote(vote.id),
    onSuccess: () => {
      toast.success(t`The vote "${title}" was cancelled.`);
      setConfirming(false);
      onCancelled();
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error));
      refresh();
    },
  });
  return (
    <Panel title={t`Before it opens`} as="h2" className={styles.noPrint}>
      {editing ? (
        <>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {t`Cancel - Go Back`}
          </Button>
          <VoteCreateForm initial={vote} busy={update.isPending} onCreate={(input) => update.mutate(input)} />
        </>
      ) : (
        <>
          <p>{t`This vote has not opened: it may still be edited or cancelled.`}</p>
          <ButtonRow>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t`Edit vote`}
            </Button>
            <Dialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t`Cancel the vote "${title}"?`}
              description={t`It is removed before it opens, with any proxies named for it. The activity record keeps that it was cancelled.`}
              trigger={<Button variant="danger">{t`Cancel vote`}</Button>}
              footer={
                <>
                  <DialogClose asChild>
                    <Button variant="secondary">{t`Keep the vote`}</Button>
                  </DialogClose>
                  <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                    {t`Cancel the vote`}
                  </Button>
                </>
              }
            />
          </ButtonRow>
        </>
      )}
    </Panel>
  );
}

function VoteFollowUp({ vote, onCancelled }: { vote: VoteSummary; onCancelled: () => void }) {
  const { t, i18n } = useLingui();
  const title = vote.title;
  const { isAdmin } = useAuth();
  const zone = useAssociationZone();
  const participation = useQuery(participationQuery(vote.id));
  // A secret vote is counted at close: until then, only how many units have voted (docs/requirements.md, "Votes").
  // Before it opens there is nothing to count.
  const results = useQuery(resultsQuery(vote.id, vote.status !== 'upcoming' && resultsReadable(vote, true)));
  const rows = participation.data ?? [];
  return (
    <>
      {vote.status === 'upcoming' && <BeforeOpening vote={vote} onCancelled={onCancelled} />}
      <Panel title={t`Participation: ${title}`} as="h2">
        <p className={styles.when}>
          {whenText(vote, i18n, zone)} ·{' '}
          {vote.secret
            ? t`Secret ballot: who has voted is shown, never how; the ballots are counted when the vote closes.`
            : t`Named ballot.`}
        </p>
        {vote.closeReason && <Message tone="info">{t`Closed early: ${vote.closeReason}`}</Message>}
        {participation.isError ? (
          <LoadFailed what={t`participation`} error={participation.error} onRetry={() => void participation.refetch()} />
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption>
                {t`${rows.filter((r) => r.voted).length} of ${plural(rows.length, { one: '# unit has voted', other: '# units have voted' })}`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`Unit`}</th>
                  <th scope="col">{t`Voted`}</th>
                  <th scope="col">{t`How`}</th>
                  <th scope="col">{t`Cast by`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.unitId}>
                    <th scope="row">{row.label}</th>
                    <td>{row.voted ? t`Yes` : t`No`}</td>
                    <td>{row.voted ? (row.paper ? t`Paper` : row.byProxy ? t`By proxy` : t`Online`) : ''}</td>
                    {/* A paper ballot was the unit's; its administrator only typed it in (docs/requirements.md, "Votes"). */}
                    <td>{row.paper ? t`Paper ballot, entered by ${row.castBy ?? ''}` : (row.castBy ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      {vote.status === 'open' && isAdmin && <PaperBallot vote={vote} units={rows.filter((r) => !r.voted)} />}
      {/* Only an open vote closes early; before it opens it is edited or cancelled instead (docs/requirements.md, "Votes"). */}
      {vote.status === 'open' && <CloseEarly vote={vote} />}
      {results.data && <ResultsView results={results.data} />}
    </>
  );
}

function PaperBallot({ vote, units }: { vote: VoteSummary; units: { unitId: number; label: string }[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [unitId, setUnitId] = useState('');
  const [round, setRound] = useState(0);
  const [entered, setEntered] = useState<{ label: string; receipt: string; mailedOwners: number } | null>(null);
  const enter = useMutation({
    mutationFn: (answers: Answers) => enterPaperBallot(vote.id, Number(unitId), answers),
    onSuccess: (answer) => {
      // Shown until the next one, not only in a toast: the owners may have no account to get it by e-mail.
      setEntered({
        label: units.find((u) => u.unitId === answer.unitId)?.label ?? '',
        receipt: answer.receipt,
        mailedOwners: answer.mailedOwners,
      });
      setUnitId('');
      setRound((r) => r + 1);
      void queryClient.invalidateQueries({ queryKey: voteKeys.vote(vote.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Panel title={t`Enter a paper ballot`} as="h2" className={styles.noPrint}>
      {entered && (
        <Message tone="success" role="status">
          <Trans>
            Paper ballot of unit {entered.label} recorded. Receipt code: <span className={styles.receipt}>{entered.receipt}</span>.
          </Trans>{' '}
          {paperReceiptMailed(i18n, entered.mailedOwners)}
        </Message>
      )}
      <SelectField
        label={t`Unit`}
        value={unitId}
        onChange={(e) => setUnitId(e.target.value)}
        placeholder={t`Choose the unit`}
        options={units.map((u) => ({ value: u.unitId, label: u.label }))}
      />
      {unitId && (
        <BallotForm
          key={round}
          idPrefix={`paper${vote.id}`}
          questions={vote.questions}
          submitLabel={t`Record paper ballot`}
          busy={enter.isPending}
          onSubmit={(a) => enter.mutate(a)}
        />
      )}
    </Panel>
  );
}

function CloseEarly({ vote }: { vote: VoteSummary }) {
  const { t } = useLingui();
  const title = vote.title;
  const queryClient = useQueryClient();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => closeVote(vote.id, reason.trim()),
    onSuccess: () => {
      toast.success(t`The vote was closed.`);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: voteKeys.votes() });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error));
    },
  });
  // Closing early cannot be undone: asked once more, with the reason (docs/requirements.md, "Votes").
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) setConfirming(true);
  };
  return (
    <Panel title={t`Close early`} as="h2" className={styles.noPrint}>
      <form onSubmit={submit}>
        <TextField label={t`Reason`} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
        <Button type="submit" variant="secondary" disabled={close.isPending || !reason.trim()}>
          {t`Close vote now`}
        </Button>
      </form>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Close "${title}" now?`}
        description={t`No ballot is taken after this, and it cannot be undone. Reason: ${reason.trim()}`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t`Keep it open`}</Button>
            </DialogClose>
            <Button variant="danger" disabled={close.isPending} onClick={() => close.mutate()}>
              {t`Close the vote`}
            </Button>
          </>
        }
      />
    </Panel>
  );
}
