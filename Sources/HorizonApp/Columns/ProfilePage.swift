import GlassUI
import Horizon

/// A profile (spec 004, requirements 4.4 and 7.4): the cover picture under the header, the
/// avatar overlapping it, then the bio and the stats in two columns (one above the other
/// where the column is narrow), then the person's posts.
struct ProfilePage: View {
    let model: HorizonModel
    let did: String

    var body: some View {
        let profile = model.profile(did)
        ScrollView {
            if let profile {
                VStack(alignment: .leading, spacing: 16) {
                    ZStack(alignment: .bottomLeading) {
                        GeneratedPicture(url: profile.banner ?? profile.did).frame(height: 160)
                            .accessibilityHidden(true)
                        Avatar(profile: profile.basic, size: 84)
                            .overlay { Circle().strokeBorder(Color(uiColor: .systemBackground), lineWidth: 4) }
                            .offset(x: 16, y: 42)
                    }
                    .padding(.bottom, 42)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(profile.displayName ?? profile.handle).font(.title2.bold())
                        Text("@\(profile.handle)").foregroundStyle(.secondary)
                    }
                    .padding(.horizontal, 16)
                    ViewThatFits(in: .horizontal) {
                        HStack(alignment: .top, spacing: 24) {
                            bio(profile).frame(minWidth: 260)
                            stats(profile)
                        }
                        VStack(alignment: .leading, spacing: 12) {
                            bio(profile)
                            stats(profile)
                        }
                    }
                    .padding(.horizontal, 16)
                    Divider()
                    LazyVStack(spacing: 12) {
                        ForEach(model.posts(by: did, limit: 60)) { post in
                            Button {
                                model.place.detail = .post(post.uri)
                            } label: {
                                PostCard(post: post, now: model.now())
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(.horizontal, 16)
                }
            } else {
                Text("This profile cannot be found").foregroundStyle(.secondary).padding(40)
            }
        }
        .navigationTitle(profile?.displayName ?? "Profile")
    }

    private func bio(_ profile: ProfileViewDetailed) -> some View {
        Text(profile.description ?? "").font(.body).lineSpacing(4).frame(maxWidth: 520, alignment: .leading)
    }

    private func stats(_ profile: ProfileViewDetailed) -> some View {
        HStack(spacing: 20) {
            stat(profile.postsCount, "posts")
            stat(profile.followersCount, "followers")
            stat(profile.followsCount, "following")
        }
    }

    private func stat(_ value: Int?, _ name: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(CountsRow.short(value ?? 0)).font(.headline).monospacedDigit()
            Text(name).font(.caption).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}
