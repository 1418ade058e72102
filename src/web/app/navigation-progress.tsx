import { useNavigation } from 'react-router';

/** A thin bar across the top while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 bg-brand-700 motion-safe:animate-[rv-progress_1.2s_ease-in-out_infinite]" />
    </div>
  );
}
