import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './dialog-polyfill';

// findBy*/waitFor wait up to 5 s (not 1 s): on a loaded machine a screen's first render can take longer, and a
// real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });
