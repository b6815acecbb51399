/** The product's name wherever the spec says `{brand}`; change it here to rebrand the app. */
export const BRAND_NAME = 'Roadbook';
