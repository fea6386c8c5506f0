import { Link } from 'react-router-dom';

/** Where a person can go from a state without data: a link elsewhere, or a button that acts here. */
export type WayForward = { label: string; to: string } | { label: string; onClick: () => void };

export interface WayForwardLinkProps {
  way: WayForward;
  className?: string;
}

/** A `WayForward` as a control: a router link for `to`, a button for `onClick`. */
export function WayForwardLink({ way, className }: WayForwardLinkProps) {
  if ('to' in way)
    return (
      <Link to={way.to} className={className}>
        {way.label}
      </Link>
    );
  return (
    <button type="button" className={className} onClick={way.onClick}>
      {way.label}
    </button>
  );
}
