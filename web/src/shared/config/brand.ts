/** The product's name wherever a screen or message names it; change it here to rebrand the app. */
export const BRAND_NAME = 'Roadbook';
