/**
 * An owner's choice of how the association's notices reach them (docs/requirements.md §21): e-mail, the website
 * or paper mail, agreed to with the wording shown (its version is sent and recorded), and withdrawn here.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_CHOICES, DELIVERY_CHOICE_LABELS, MeetingMessages, type ConsentAnswer, type DeliveryChoice } from '@hearth/common';
import { queryKeys } from '../../shared/api';
import { dayInZone } from '../../shared/format';
import { useAssociationZone } from '../../shared/hooks/useSiteSettings';
import { Button, ButtonRow, LoadFailed, Panel, useToast } from '../../shared/ui';
import { consentQuery, saveConsent, withdrawConsent } from './api';
import styles from './Notices.module.css';

export default function DeliveryChoicePanel() {
  const consent = useQuery(consentQuery());
  const zone = useAssociationZone();
  const client = useQueryClient();
  const toast = useToast();
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const done = (message: string) => (answer: ConsentAnswer) => {
    client.setQueryData(queryKeys.meetingConsent(), answer);
    setChoice(null);
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: saveConsent,
    onSuccess: done(MeetingMessages.consentSaved),
    onError: (e) => toast.error(e.message),
  });
  const withdraw = useMutation({
    mutationFn: withdrawConsent,
    onSuccess: done(MeetingMessages.consentWithdrawn),
    onError: (e) => toast.error(e.message),
  });

  if (consent.isError) return <LoadFailed what="your delivery choice" error={consent.error} onRetry={() => void consent.refetch()} />;
  if (!consent.data?.eligible) return null;
  const { current, wording, version } = consent.data;
  const chosen = choice ?? current?.choice ?? 'paper';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ choice: chosen, version });
  };
  return (
    <div id="delivery">
      <Panel title="How you receive notices" as="h2">
        <p>
          {current
            ? `Your choice: ${DELIVERY_CHOICE_LABELS[current.choice]} (agreed ${dayInZone(current.agreedAt, zone)}, wording version ${current.version}).`
            : 'You have not agreed to electronic notice: notices come by paper mail to your unit.'}
        </p>
        <form onSubmit={submit}>
          <fieldset className={styles.choices}>
            <legend>Send me the association’s notices</legend>
            {DELIVERY_CHOICES.map((c) => (
              <div key={c}>
                <input type="radio" id={`delivery-${c}`} name="delivery" value={c} checked={chosen === c} onChange={() => setChoice(c)} />{' '}
                <label htmlFor={`delivery-${c}`}>{DELIVERY_CHOICE_LABELS[c]}</label>
              </div>
            ))}
          </fieldset>
          <p className={styles.wording}>{wording}</p>
          <ButtonRow>
            <Button type="submit" disabled={save.isPending}>
              I agree
            </Button>
            {current && (
              <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
                Withdraw my agreement
              </Button>
            )}
          </ButtonRow>
        </form>
      </Panel>
    </div>
  );
}
