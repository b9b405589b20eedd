export interface FunctionFileResult {
  readonly filename: string;
  readonly contentType: string;
  readonly text: string;
  /** An object URL of the bytes, for the download link. */
  readonly url: string;
}

/** A file a backend function answered: its text, and a link that saves it under its name. */
export function FunctionFile({ file }: { file: FunctionFileResult }) {
  return (
    <figure className="file">
      <figcaption>
        <a href={file.url} download={file.filename}>
          Download {file.filename}
        </a>{" "}
        <span className="meta">{file.contentType}</span>
      </figcaption>
      <pre>{file.text}</pre>
    </figure>
  );
}
