import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a 2-core machine running the build and other suites at the
// same time a screen can take longer than that to settle. Waiting longer never makes a wrong screen pass.
configure({ asyncUtilTimeout: 5000 });
