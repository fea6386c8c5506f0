import type { EmptyStateClasses, LoadFailedClasses } from '@jincheng/shared';
import styles from './load-state.module.css';

/** The top-up panels' look for the shared states (@jincheng/shared LoadingState, EmptyState, LoadFailed). */
export const loadingClass = styles.state;
export const emptyClasses: EmptyStateClasses = { root: styles.empty };
export const failedClasses: LoadFailedClasses = { root: styles.state, retry: styles.retry };
