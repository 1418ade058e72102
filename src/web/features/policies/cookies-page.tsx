import { SimplePage } from '../../components/simple-page';

export function CookiesPage() {
  return (
    <SimplePage title="Cookie Policy" noindex>
      <p>Which cookies and similar technologies RentValue uses, what each is for, and how to change your consent preferences.</p>
    </SimplePage>
  );
}
