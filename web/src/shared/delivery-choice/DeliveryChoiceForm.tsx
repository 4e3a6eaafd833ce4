/**
 * An owner's choice of how the association's notices reach them (docs/requirements.md, "Meetings, notices and consent to electronic notice"): e-mail, the website
 * or paper mail, recorded with the wording shown for that choice (its version is sent and recorded), and
 * withdrawn. One form, shown by the Notices page and by Account Management: a choice made in one is the other's.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import {
  DELIVERY_CHOICES,
  DELIVERY_CHOICE_ACTIONS,
  DELIVERY_CHOICE_LABELS,
  MeetingMessages,
  type ConsentAnswer,
  type DeliveryChoice,
} from '@hearth/common';
import { queryKeys } from '../api';
import { dayInZone } from '../format';
import { useCommonText, useLocale } from '../i18n';
import { useAssociationZone } from '../hooks/useSiteSettings';
import { Button, ButtonRow, LoadFailed, Message, useToast } from '../ui';
import { useUnsavedForm } from '../unsaved/unsavedForm';
import { consentQuery, saveConsent, withdrawConsent } from './api';
import styles from './DeliveryChoice.module.css';

/** `explainIneligible`: say why there is nothing to choose (Account Management) rather than show nothing (Notices). */
export function DeliveryChoiceForm({ explainIneligible = false }: { explainIneligible?: boolean }) {
  const { i18n } = useLocale();
  const text = useCommonText();
  const consent = useQuery(consentQuery());
  const zone = useAssociationZone();
  const client = useQueryClient();
  const toast = useToast();
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const recorded = consent.data?.current?.choice ?? 'paper';
  // A way picked and not yet recorded counts as typed text: leaving asks first, as the other forms do.
  useUnsavedForm(choice !== null && choice !== recorded);
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

  if (consent.isError)
    return <LoadFailed what={i18n._(msg`your delivery choice`)} error={consent.error} onRetry={() => void consent.refetch()} />;
  if (!consent.data) return null;
  if (!consent.data.eligible) return explainIneligible ? <Message tone="info">{text(MeetingMessages.consentNotOwner)}</Message> : null;
  const { current, wordings, version } = consent.data;
  const chosen = choice ?? recorded;
  const currentLabel = current ? text(DELIVERY_CHOICE_LABELS[current.choice]) : '';
  const chosenOn = current ? dayInZone(current.agreedAt, zone) : '';
  const currentVersion = current ? String(current.version) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ choice: chosen, version });
  };
  return (
    <>
      <p>
        {current
          ? i18n._(msg`Your choice: ${currentLabel} (chosen ${chosenOn}, wording version ${currentVersion}).`)
          : i18n._(msg`You have not agreed to electronic notice: notices come by paper mail to your unit.`)}
      </p>
      <form onSubmit={submit} aria-label={i18n._(msg`How you receive notices`)}>
        <fieldset className={styles.choices}>
          <legend>{i18n._(msg`Send me the association’s notices`)}</legend>
          {DELIVERY_CHOICES.map((c) => (
            <div key={c}>
              <input type="radio" id={`delivery-${c}`} name="delivery" value={c} checked={chosen === c} onChange={() => setChoice(c)} />{' '}
              <label htmlFor={`delivery-${c}`}>{text(DELIVERY_CHOICE_LABELS[c])}</label>
            </div>
          ))}
        </fieldset>
        <p className={styles.wording}>{wordings[chosen]}</p>
        <ButtonRow>
          <Button type="submit" disabled={save.isPending}>
            {text(DELIVERY_CHOICE_ACTIONS[chosen])}
          </Button>
          {/* Only an agreement to electronic notice is withdrawn: paper mail is what withdrawing gives. */}
          {current && current.choice !== 'paper' && (
            <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {i18n._(msg`Withdraw my agreement`)}
            </Button>
          )}
        </ButtonRow>
      </form>
    </>
  );
}
