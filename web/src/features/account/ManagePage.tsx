/**
 * Account Management (docs/requirements.md §2.3): the features Password, Email and Profile (and the
 * portal's two-factor sign-in, e-mail notices and an owner's notice delivery); choosing one shows 'Modify your <feature>' and
 * its form, nothing chosen shows an image.
 */
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCommonText } from '../../shared/i18n';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Messages } from '@hearth/common';
import { useAuth, usePageVisit } from '../../shared/auth';
import { Message, Page, Panel } from '../../shared/ui';
import { ChangeEmailForm } from './change-email/ChangeEmailForm';
import { ChangePasswordForm } from './change-password/ChangePasswordForm';
import { ProfileForm } from './profile/ProfileForm';
import { TwoFactorForm } from './two-factor/TwoFactorForm';
import { NoticesForm } from './notices/NoticesForm';
import { DeliveryChoiceForm } from '../../shared/delivery-choice/DeliveryChoiceForm';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';
import { confirmFormDiscard, UnsavedFormReporter } from '../../shared/unsaved/unsavedForm';
import layout from '../../shared/ui/MasterDetail.module.css';

const FEATURES = [
  { key: 'Password', Form: ChangePasswordForm },
  { key: 'Email', Form: ChangeEmailForm },
  { key: 'Profile', Form: ProfileForm },
  { key: 'Two-Factor Sign-In', Form: TwoFactorForm },
  // The e-mails' preferences link is /manage#notices (NOTICE_PREFERENCES_PATH).
  { key: 'E-mail Notices', Form: NoticesForm, hash: '#notices' },
  // How the association's statutory notices reach an owner: the same form as the Notices page's (docs/requirements.md §21).
  { key: 'Notice Delivery', Form: NoticeDeliveryForm, hash: '#delivery' },
] as const;
type Feature = (typeof FEATURES)[number]['key'];

/** Each feature's name in the list and its form's heading, in the reader's language. */
const FEATURE_WORDS: Record<Feature, { label: MessageDescriptor; title: MessageDescriptor }> = {
  Password: { label: msg`Password`, title: msg`Modify your Password` },
  Email: { label: msg`Email`, title: msg`Modify your Email` },
  Profile: { label: msg`Profile`, title: msg`Modify your Profile` },
  'Two-Factor Sign-In': { label: msg`Two-Factor Sign-In`, title: msg`Modify your Two-Factor Sign-In` },
  'E-mail Notices': { label: msg`E-mail Notices`, title: msg`Modify your E-mail Notices` },
  'Notice Delivery': { label: msg`Notice Delivery`, title: msg`Modify your Notice Delivery` },
};

function NoticeDeliveryForm() {
  return <DeliveryChoiceForm explainIneligible />;
}

export default function ManagePage() {
  usePageVisit('Account Management');
  const { isAuthenticated } = useAuth();
  const { t, i18n } = useLingui();
  const text = useCommonText();
  // ?feature=Email: back from signing in again for an e-mail change.
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const [feature, setFeature] = useState<Feature | null>(
    () => FEATURES.find((f) => f.key === params.get('feature') || ('hash' in f && f.hash === hash))?.key ?? null,
  );
  // Text typed in the chosen form is not lost to another feature, a link or a reload without a question (docs/requirements.md §4).
  const [formDirty, setFormDirty] = useState(false);
  const choose = (key: Feature) => key !== feature && confirmFormDiscard(formDirty) && setFeature(key);
  if (!isAuthenticated) {
    return (
      <Page title={t`Account Management`}>
        <Message tone="warning">{text(Messages.reservedToRegistered)}</Message>
      </Page>
    );
  }
  const chosen = FEATURES.find((f) => f.key === feature);
  return (
    <Page title={t`Account Management`}>
      <UnsavedChangesGuard rows={false} form={formDirty} />
      <div className={layout.layout}>
        <Panel title={t`Select a feature:`} as="h2" className={layout.master}>
          <ul className={layout.list}>
            {FEATURES.map((f) => (
              <li key={f.key}>
                <button type="button" className={layout.entry} aria-pressed={f.key === feature} onClick={() => choose(f.key)}>
                  <span className={layout.entryTitle}>{i18n._(FEATURE_WORDS[f.key].label)}</span>
                </button>
              </li>
            ))}
          </ul>
        </Panel>
        <div className={layout.detail}>
          {chosen ? (
            <Panel title={i18n._(FEATURE_WORDS[chosen.key].title)} as="h2">
              <UnsavedFormReporter value={setFormDirty}>
                <chosen.Form key={chosen.key} />
              </UnsavedFormReporter>
            </Panel>
          ) : (
            <img src="/images/home.svg" alt={t`Our condominium building`} width={800} height={400} />
          )}
        </div>
      </div>
    </Page>
  );
}
