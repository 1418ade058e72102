import { Component, type ReactNode } from 'react';

type ChunkBoundaryProps = { fallback: ReactNode; children: ReactNode };

/**
 * Shows the fallback when a lazily loaded part (the map, the charts) fails: its chunk did not download (offline, a
 * new deployment) or it threw while drawing. The rest of the report stays on screen.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
