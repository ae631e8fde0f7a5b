// A moderator's control on one review, the same for dive sites and dive centres.
import { FormKit } from './form-kit.tsx';

type ReviewModerationTexts = { hiddenNote: string; hide: string; unhide: string };

/** Takes a review off the page (and out of the rating), or puts it back. The page's action reads the intent. */
export function ReviewModerationForm({ reviewId, hidden, texts }: { reviewId: number; hidden: boolean; texts: ReviewModerationTexts }) {
  return (
    <FormKit className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      {hidden ? <span className="font-semibold text-red-900">{texts.hiddenNote}</span> : null}
      <input type="hidden" name="reviewId" value={reviewId} />
      <button type="submit" name="intent" value={hidden ? 'review-unhide' : 'review-hide'} className="font-semibold text-red-800 underline">
        {hidden ? texts.unhide : texts.hide}
      </button>
    </FormKit>
  );
}
