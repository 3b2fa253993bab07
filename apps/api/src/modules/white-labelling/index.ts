/** The white-labelling module's public face: what other modules and the app may use of it. */
export { type BrandingFacts, publicBranding, shownName } from './branding-model.ts';
export { brandingFacts } from './branding-service.ts';
export { mailBrand } from './mail-brand.ts';
export { whiteLabellingRoutes } from './routes.ts';
