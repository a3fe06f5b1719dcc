// Written by scripts/build-gift-videos.ts: do not edit by hand.
import type { SiteId } from '../../../shared/sites'

/** One site's 'How it works' video: WebM (VP9), the MP4 (H.264) fallback when small enough, poster and captions. */
export type GiftVideo = { readonly webm: string; readonly mp4: string | null; readonly poster: string; readonly captions: string }

/** Each site's gifting explainer, in its own language (files under static/media/gift-video, served by worker/routes/media.ts). */
export const GIFT_VIDEOS: Readonly<Record<SiteId, GiftVideo>> = {
  fr_FR: {
    webm: '/media/gift-video/how-it-works-fr_FR.252620bee9.webm',
    mp4: '/media/gift-video/how-it-works-fr_FR.334a9ffb61.mp4',
    poster: '/media/gift-video/how-it-works-fr_FR.eb759adc92.jpg',
    captions: '/media/gift-video/how-it-works-fr_FR.1030cabd96.vtt',
  },
  es_ES: {
    webm: '/media/gift-video/how-it-works-es_ES.766a0dc6ff.webm',
    mp4: '/media/gift-video/how-it-works-es_ES.5576e1e22f.mp4',
    poster: '/media/gift-video/how-it-works-es_ES.b192345365.jpg',
    captions: '/media/gift-video/how-it-works-es_ES.30346c6774.vtt',
  },
  fr_BE: {
    webm: '/media/gift-video/how-it-works-fr_BE.6117ee07db.webm',
    mp4: '/media/gift-video/how-it-works-fr_BE.334a9ffb61.mp4',
    poster: '/media/gift-video/how-it-works-fr_BE.eb759adc92.jpg',
    captions: '/media/gift-video/how-it-works-fr_BE.1030cabd96.vtt',
  },
  nl_BE: {
    webm: '/media/gift-video/how-it-works-nl_BE.a1d85b2dbb.webm',
    mp4: '/media/gift-video/how-it-works-nl_BE.35cef80d8c.mp4',
    poster: '/media/gift-video/how-it-works-nl_BE.f5d091cffb.jpg',
    captions: '/media/gift-video/how-it-works-nl_BE.5671ac8c44.vtt',
  },
  nl_NL: {
    webm: '/media/gift-video/how-it-works-nl_NL.4cca5a01e2.webm',
    mp4: '/media/gift-video/how-it-works-nl_NL.35cef80d8c.mp4',
    poster: '/media/gift-video/how-it-works-nl_NL.f5d091cffb.jpg',
    captions: '/media/gift-video/how-it-works-nl_NL.5671ac8c44.vtt',
  },
  it_IT: {
    webm: '/media/gift-video/how-it-works-it_IT.148d8ee8ed.webm',
    mp4: '/media/gift-video/how-it-works-it_IT.176b29aac0.mp4',
    poster: '/media/gift-video/how-it-works-it_IT.07caaa058c.jpg',
    captions: '/media/gift-video/how-it-works-it_IT.cd9b961849.vtt',
  },
}
