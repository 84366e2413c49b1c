import '@testing-library/jest-dom';
import { installDialogStandIn } from './dialog-stand-in';
import { installMatchMediaStandIn } from './match-media-stand-in';

installDialogStandIn();
installMatchMediaStandIn();
