import { SimplePage } from '../../components/simple-page';

export function PrivacyPage() {
  return (
    <SimplePage title="Privacy Policy" noindex>
      <p>How RentValue collects, uses and protects your personal information, and the choices you have about it.</p>
    </SimplePage>
  );
}
