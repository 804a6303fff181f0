import type { ReactNode } from 'react';
import { HeroLineup } from '../boards/orcquest/HeroLineup.js';
import type { SetupExtraProps } from './setup-extra-props.js';

export type { SetupExtraProps } from './setup-extra-props.js';

/** By game id. */
export const SETUP_EXTRAS: Record<string, (props: SetupExtraProps) => ReactNode> = {
  'orcquest-warpath': HeroLineup,
};
