// Every flow the engine suite runs, in order. A new flow is one file here and one line below.
import { articleReading } from './article-reading';
import { comments } from './comments';
import { errorPage } from './error-page';
import { firstPages } from './first-pages';
import type { Flow } from './flow';
import { like } from './like';
import { listFoot } from './list-foot';
import { headerMenu } from './header-menu';
import { loadMore } from './load-more';
import { loginLogout } from './login-logout';
import { profileSave } from './profile-save';
import { paywall } from './paywall';
import { programmeLetters } from './programme-letters';
import { registerValidation } from './register-validation';
import { scheduleCarousel } from './schedule-carousel';
import { searcherRange } from './searcher-range';
import { shareCopy } from './share-copy';
import { skippedSection } from './skipped-section';
import { video } from './video';

export const FLOWS: readonly Flow[] = [loginLogout, registerValidation, like, profileSave, searcherRange, firstPages, programmeLetters, loadMore, listFoot, shareCopy, scheduleCarousel, errorPage, paywall, headerMenu, comments, articleReading, video, skippedSection];
