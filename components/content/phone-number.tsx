import { splitPhoneNumbers } from '@/lib/phone-text';

/**
 * A phone number kept on one line: on a 320 px phone "(202)" would end one line and "555-0142" begin
 * the next. An inline block moves to the next line whole, and breaks inside only where it is wider
 * than the line itself (a narrow box with the text at 200%), where `nowrap` pushed the page sideways.
 * In a button (a flex row) it gives way last: the words beside it wrap first.
 */
export function PhoneNumber({ children }: { children: React.ReactNode }) {
  return <span className="inline-block shrink-[0.01]">{children}</span>;
}

/** Running text (a disclaimer, a consent label) with every phone number in it kept on one line. */
export function TextWithPhoneNumbers({ text }: { text: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((part, index) =>
        part.phone ? <PhoneNumber key={index}>{part.text}</PhoneNumber> : part.text,
      )}
    </>
  );
}
