/**
 * The Algolia application id that stands for the embedded back end in
 * `themeConfig.algolia`: the browser client tells the two back ends apart by
 * it. (A module of its own, free of `process`, for the browser.)
 */
export const embeddedAppId = 'embedded';
