import styles from './visually-hidden.module.css';

/** The class that hides an element on screen but not from screen readers: one rule for every app. */
export const visuallyHidden: string = styles.visuallyHidden ?? 'visuallyHidden';
