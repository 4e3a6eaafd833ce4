/** The Notices page's section for a signed-in owner's delivery choice: the shared form (shared/delivery-choice), loaded lazily. */
import { useLingui } from '@lingui/react/macro';
import { DeliveryChoiceForm } from '../../shared/delivery-choice/DeliveryChoiceForm';
import { Panel } from '../../shared/ui';

export default function DeliveryChoicePanel() {
  const { t } = useLingui();
  return (
    <div id="delivery">
      <Panel title={t`How you receive notices`} as="h2">
        <DeliveryChoiceForm />
      </Panel>
    </div>
  );
}
