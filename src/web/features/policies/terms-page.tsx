import { SimplePage } from '../../components/simple-page';

export function TermsPage() {
  return (
    <SimplePage title="Terms of Use" noindex>
      <p>The terms that apply when you use RentValue, its Rental Value Reports and its paid plans.</p>
    </SimplePage>
  );
}
