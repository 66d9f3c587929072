import type { EnabledNums, OptionGroupName, Preset } from '@shop/domain/catalog';
import type { Numbering } from './numbering.ts';
import type { StepName } from './steps.ts';

/** What the configurator screen can do. Every action is answered by a new, settled state. */
export type ConfiguratorAction =
  /** Either side may be typed text (full-width digits accepted); 0 or '' is "not entered yet". */
  | { type: 'setSize'; sizeX: number | string; sizeY: number | string }
  /** A choice id of the group, or -999 (clearOptionValue) to clear it. */
  | { type: 'selectOption'; group: OptionGroupName | 'shape'; value: number }
  | { type: 'setDeliveryDate'; days: number }
  | { type: 'setNum'; num: number }
  | { type: 'setName'; name: string }
  /** A numbering seal's start, digits, prefix or suffix, as typed. */
  | { type: 'setNumbering'; numbering: Partial<Numbering> }
  | { type: 'setShippingDate'; shippingDate: string | null }
  /** The key of the image picked in the preview and kept on the device, or null (decision 0808). */
  | { type: 'setPickedImage'; key: string | null }
  | { type: 'touch'; step: StepName }
  /** The answer of POST /v2/nums for the item. */
  | { type: 'receiveEnabledNums'; enabledNums: EnabledNums | null }
  | { type: 'applyPreset'; preset: Preset }
  | { type: 'reset' };
