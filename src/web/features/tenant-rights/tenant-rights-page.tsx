import { SimplePage } from '../../components/simple-page';

export function TenantRightsPage() {
  return (
    <SimplePage title="State-Level Tenant Rights">
      <p>Tenant rights differ from state to state. This directory points to federal fair housing information and to official tenant resources for each of the 50 states.</p>
    </SimplePage>
  );
}
