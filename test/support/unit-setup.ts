import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installDialogStandIn } from './dialog-stand-in';
import { installMatchMediaStandIn } from './match-media-stand-in';

installDialogStandIn();
installMatchMediaStandIn();

// Waits end on what they wait for; the bound only says when to give up. Testing Library's default
// (1 s) failed in CI: a widget's chunk imported on a busy machine, compiled by ts-jest at that
// moment, was not ready within it (comments.test.tsx, status still "loading"). Each file's tests
// get room for that bound.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(20_000);
