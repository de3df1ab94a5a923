import { splitPhoneNumbers } from '@/lib/phone-text';

/**
 * A phone number that never breaks across lines (on a 320 px phone "(202)" would end one line and "555-0142" begin the
 * next).
 */
export function PhoneNumber({ children }: { children: React.ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
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
