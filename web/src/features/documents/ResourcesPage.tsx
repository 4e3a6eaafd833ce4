/**
 * Resources & Links (docs/requirements.md, "Public and account screens", signed-in users): 'Select a document type:' menu, a Links box with the
 * city website (new tab), a collage while nothing is chosen, and the chosen type's files.
 */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../shared/i18n';
import { useState } from 'react';
import { Messages, isAdmin, type DocTypeHeader } from '@hearth/common';
import { useAuth } from '../../shared/auth';
import { useMyProfile } from '../../shared/hooks/useMyProfile';
import { useRevealOnPhone } from '../../shared/hooks/useRevealOnPhone';
import { useSiteSettings } from '../../shared/hooks/useSiteSettings';
import { Message, Page, Panel } from '../../shared/ui';
import layout from '../../shared/ui/MasterDetail.module.css';
import { DocumentList } from './DocumentLists';
import { kindsFor } from './kinds';
import styles from './Resources.module.css';
// Small enough to travel inside the page's script: the picture paints with the screen, no request of its own.
import collage from './collage.svg';

export default function ResourcesPage() {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const { roles, userId } = useAuth();
  // The association's verification of an owner (the profile's authenticated flag) opens the minutes.
  const { data: myProfile } = useMyProfile(roles.includes('owner') ? userId : null);
  const { data: settings } = useSiteSettings();
  const kinds = kindsFor(roles, Boolean(myProfile?.authenticated));
  // An owner the association has not verified yet is told why the minutes are not listed (docs/requirements.md, "Public and account screens").
  const ownerWaits = roles.includes('owner') && !isAdmin(roles) && Boolean(myProfile) && !myProfile?.authenticated;
  const [chosen, setChosen] = useState<DocTypeHeader | null>(null);
  const kind = kinds.find((k) => k.header === chosen) ?? null;
  // On phones the chosen list sits below the menu and the Links box: bring it into view.
  const { ref: listRef, reveal } = useRevealOnPhone<HTMLDivElement>();
  const choose = (header: DocTypeHeader) => {
    setChosen(header);
    reveal();
  };

  return (
    <Page title={t`Resources & Links`}>
      <div className={styles.layout}>
        <div className={styles.side}>
          <Panel title={t`Select a document type:`} as="h2">
            <ul className={layout.list}>
              {kinds.map((k) => (
                <li key={k.header}>
                  <button type="button" className={layout.entry} aria-pressed={k.header === chosen} onClick={() => choose(k.header)}>
                    <span className={layout.entryTitle}>{i18n._(k.label)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {ownerWaits && <Message tone="info">{text(Messages.minutesAwaitOwnerVerification)}</Message>}
          </Panel>
          <Panel title={t`Links`} as="h2">
            {settings?.cityWebsiteUrl ? (
              <a href={settings.cityWebsiteUrl} target="_blank" rel="noopener noreferrer">
                {settings.cityWebsiteName || t`City website`}
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            ) : (
              <p>{t`No links yet.`}</p>
            )}
          </Panel>
        </div>
        <div ref={listRef} className={styles.content}>
          {kind ? (
            <DocumentList key={kind.header} kind={kind} />
          ) : (
            <img
              className={styles.collage}
              src={collage}
              alt={t`A collage of newsletters, minutes and community documents`}
              width={600}
              height={360}
            />
          )}
        </div>
      </div>
    </Page>
  );
}
