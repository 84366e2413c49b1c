import { defineWidget } from '../../src/elements/define-widget';
import { AdSlot, type AdSlotProps } from './AdSlot';

defineWidget<AdSlotProps>('np-ad-slot', AdSlot, { attributes: { position: 'json' } });
