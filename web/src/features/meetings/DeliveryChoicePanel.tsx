/** The Notices page's section for a signed-in owner's delivery choice: the shared form (shared/delivery-choice), loaded lazily. */
import { DeliveryChoiceForm } from '../../shared/delivery-choice/DeliveryChoiceForm';
import { Panel } from '../../shared/ui';

export default function DeliveryChoicePanel() {
  return (
    <div id="delivery">
      <Panel title="How you receive notices" as="h2">
        <DeliveryChoiceForm />
      </Panel>
    </div>
  );
}
