import '@testing-library/jest-dom';
import { installDialogStandIn } from './dialog-stand-in';

installDialogStandIn();
