// What a recording's parts are named by (service proof, issue 40), apart from the recorder: sending
// a recording kept on the phone needs only this, never the recorder's code (a tap on 上传 offline,
// with the recorder's chunk not on the phone, still goes).

/** What the contract takes: ServiceOrderRecordingMediaType. */
export type RecordingMediaType = 'audio/webm' | 'audio/ogg' | 'audio/mp4';

/** The suffix its parts are uploaded with (SystemUploadSuffix). */
export const partSuffix = (type: RecordingMediaType) => (type === 'audio/ogg' ? 'ogg' : type === 'audio/mp4' ? 'm4a' : 'webm');
