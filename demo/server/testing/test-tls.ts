// A key and self-signed certificate for localhost, diario.localhost and diari.localhost, for the
// tests of the demo's HTTPS mode only. Made once with openssl (P-256, 100 years); no browser or
// client trusts it, and nothing but these tests uses it (the bench makes its own per run).
export const TEST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgCD5rmk0ZeQ2bjy2Q
nxRQywnHfS7f3iApEVe9LBgKENehRANCAAS503LfsmbqiYXLjjW/+/72J4xuevoY
qbDDGqRFQUsFrRIZHQFuTYQx+7QxlhThwMi6Kpb1bzrV7T3eAFRUXrrs
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBujCCAWCgAwIBAgIUa9PuSu7lhWAUMgTXRNcvo93nLe8wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNTE3NDIzNloYDzIxMjYxMTAx
MTc0MjM2WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAS503LfsmbqiYXLjjW/+/72J4xuevoYqbDDGqRFQUsFrRIZHQFuTYQx
+7QxlhThwMi6Kpb1bzrV7T3eAFRUXrrso4GNMIGKMB0GA1UdDgQWBBRC5KRM7rUH
A/A3OPTCN9APw3vUsjAfBgNVHSMEGDAWgBRC5KRM7rUHA/A3OPTCN9APw3vUsjAP
BgNVHRMBAf8EBTADAQH/MDcGA1UdEQQwMC6CCWxvY2FsaG9zdIIQZGlhcmlvLmxv
Y2FsaG9zdIIPZGlhcmkubG9jYWxob3N0MAoGCCqGSM49BAMCA0gAMEUCIQDsCBM/
74IPUY7lBmR2PYy0IM/Nj8E2ZXtfWnEXZGG9QgIgTCv8oHanUobxT+WXd4Q/+1tU
To3j0J3cm9JQxUHGwyU=
-----END CERTIFICATE-----
`,
};
